/*
 * A C11 program using libmajiang the way a C game would: checks every case of
 * tests/ffi/cases.txt (win, waits, shanten) and tests/ffi/analysis.txt
 * (Changsha analysis, payments, opening wins, ranked discards, the tutorial
 * AI) through the ABI, plays every game of tests/ffi/games.txt with the
 * built-in AIs to the result the core gives, then bad input (status and
 * message), and what hands are worth on every preset (mj_hand_value,
 * mj_valued_waits, mj_game_win_value).
 *
 *   cc -std=c11 -Wall -Wextra -Werror -Iinclude tests/ffi/consumer.c -Lpath -lmajiang
 *   ./consumer tests/ffi
 *
 * Prints "N passed, M failed" and exits non-zero on any failure.
 */
#include "majiang.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;

#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (cond) {                                                                                \
            passed++;                                                                              \
        } else {                                                                                   \
            failed++;                                                                              \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                                   \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fputc('\n', stderr);                                                                   \
        }                                                                                          \
    } while (0)

/* The last error message, read with the two-call convention. Caller frees. */
static char *last_error(void) {
    size_t needed = 0;
    if (mj_last_error(NULL, 0, &needed) != MJ_STATUS_BUFFER_TOO_SMALL) return NULL;
    char *buf = malloc(needed);
    if (buf == NULL) return NULL;
    if (mj_last_error(buf, needed, &needed) != MJ_STATUS_OK) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* Checks that `status` is `want` and the message mentions each of up to two fragments. */
static void expect_error(const char *what, MjStatus status, MjStatus want, const char *frag1,
                         const char *frag2) {
    char *msg = last_error();
    CHECK(status == want, "%s: status %s, want %s (%s)", what, mj_status_name(status),
          mj_status_name(want), msg ? msg : "?");
    CHECK(msg != NULL && strstr(msg, frag1) != NULL, "%s: message \"%s\" lacks \"%s\"", what,
          msg ? msg : "", frag1);
    if (frag2 != NULL)
        CHECK(msg != NULL && strstr(msg, frag2) != NULL, "%s: message \"%s\" lacks \"%s\"",
              what, msg ? msg : "", frag2);
    free(msg);
}

static MjRules *rules_for(const char *spec) {
    MjRules *rules = NULL;
    if (strncmp(spec, "changsha", 8) == 0) rules = mj_rules_new_changsha();
    else if (strncmp(spec, "standard", 8) == 0) rules = mj_rules_new_standard();
    else if (strncmp(spec, "eval_v1", 7) == 0) rules = mj_rules_new_eval_v1();
    const char *w = strstr(spec, "+w");
    if (rules != NULL && w != NULL && mj_rules_set_wildcard(rules, atoi(w + 2)) != MJ_STATUS_OK) {
        mj_rules_free(rules);
        return NULL;
    }
    return rules;
}

/* Splits `line` at tabs in place; returns the number of fields. */
static int split(char *line, char **fields, int max) {
    int n = 0;
    char *p = line;
    while (n < max) {
        fields[n++] = p;
        char *tab = strchr(p, '\t');
        if (tab == NULL) break;
        *tab = '\0';
        p = tab + 1;
    }
    return n;
}

static size_t parse_list(const char *s, long *out, size_t cap) {
    size_t n = 0;
    char *end;
    while (n < cap) {
        out[n++] = strtol(s, &end, 10);
        if (*end != ',') break;
        s = end + 1;
    }
    return n;
}

/* Reads "kind:tile,kind:tile" (or "-") into `melds` (room for 4); returns the count. */
static size_t parse_melds_field(const char *s, MjMeld *melds) {
    size_t n = 0;
    for (const char *p = s; *p && *p != '-' && n < 4;) {
        char *end;
        long kind = strtol(p, &end, 10);
        long tile = strtol(end + 1, &end, 10);
        melds[n].kind = (uint8_t)kind;
        melds[n].tile = (uint8_t)tile;
        n++;
        p = (*end == ',') ? end + 1 : end;
    }
    return n;
}

/* Reads a comma-separated list of tile ids (or "-") into `tiles`; returns the count. */
static size_t parse_tiles_field(const char *s, uint8_t *tiles, size_t cap) {
    if (strcmp(s, "-") == 0) return 0;
    long ids[64];
    size_t n = parse_list(s, ids, cap < 64 ? cap : 64);
    for (size_t i = 0; i < n; i++) tiles[i] = (uint8_t)ids[i];
    return n;
}

static void check_case(char *line, int lineno) {
    char *f[9];
    line[strcspn(line, "\r\n")] = '\0';
    if (split(line, f, 9) != 9) {
        CHECK(0, "line %d: expected 9 fields", lineno);
        return;
    }
    uint8_t tiles[14];
    long ids[14];
    size_t len = parse_list(f[2], ids, 14);
    for (size_t i = 0; i < len; i++) tiles[i] = (uint8_t)ids[i];

    MjMeld melds[4];
    size_t meld_count = parse_melds_field(f[3], melds);

    /* The notation parses to the same ids, and prints back to the same text. */
    uint8_t parsed[14];
    size_t parsed_len = 0;
    MjStatus s = mj_parse_tiles(f[1], parsed, sizeof parsed, &parsed_len);
    CHECK(s == MJ_STATUS_OK && parsed_len == len && memcmp(parsed, tiles, len) == 0,
          "line %d: parse %s", lineno, f[1]);
    char text[64];
    size_t text_len = 0;
    s = mj_format_tiles(tiles, len, text, sizeof text, &text_len);
    CHECK(s == MJ_STATUS_OK && strcmp(text, f[1]) == 0 && text_len == strlen(f[1]) + 1,
          "line %d: format gives %s, want %s", lineno, text, f[1]);

    MjRules *rules = rules_for(f[0]);
    CHECK(rules != NULL, "line %d: rules %s", lineno, f[0]);
    if (rules == NULL) return;

    bool win = false;
    s = mj_is_win(rules, tiles, len, melds, meld_count, &win);
    uint32_t targets = 0xDEAD;
    MjStatus ts = mj_winning_targets(rules, tiles, len, melds, meld_count, &targets);
    if (strcmp(f[4], "-") == 0) {
        /* A 3n+1 hand lacks its winning tile: both win checks refuse it. */
        CHECK(s == MJ_STATUS_WRONG_HAND_SIZE && !win, "line %d: win of a 3n+1 hand gave %d",
              lineno, s);
        CHECK(ts == MJ_STATUS_WRONG_HAND_SIZE && targets == 0xDEAD,
              "line %d: targets of a 3n+1 hand gave %d", lineno, ts);
    } else {
        CHECK(s == MJ_STATUS_OK && win == (atoi(f[4]) == 1), "line %d: win %d (status %d)",
              lineno, win, s);
        CHECK(ts == MJ_STATUS_OK && targets == (uint32_t)strtoul(f[5], NULL, 10),
              "line %d: targets %" PRIu32, lineno, targets);
    }
    int32_t shanten = 0;
    s = mj_shanten(rules, tiles, len, melds, meld_count, &shanten);
    CHECK(s == MJ_STATUS_OK && shanten == atoi(f[6]), "line %d: shanten %d", lineno, shanten);
    long per[7];
    CHECK(parse_list(f[7], per, 7) == 7, "line %d: per-target field", lineno);
    for (int32_t t = MJ_TARGET_REGULAR; t <= MJ_TARGET_THIRTEEN_ORPHANS; t++) {
        int32_t st = -7;
        s = mj_shanten_for(rules, tiles, len, melds, meld_count, t, &st);
        CHECK(s == MJ_STATUS_OK && st == per[t], "line %d: target %d shanten %d, want %ld",
              lineno, t, st, per[t]);
    }
    uint64_t waits = 0xDEAD;
    s = mj_waits(rules, tiles, len, melds, meld_count, &waits);
    if (strcmp(f[8], "-") == 0) {
        CHECK(s == MJ_STATUS_WRONG_HAND_SIZE && waits == 0xDEAD,
              "line %d: waits of a 3n+2 hand gave %d", lineno, s);
    } else {
        uint64_t want = strtoull(f[8], NULL, 10);
        CHECK(s == MJ_STATUS_OK && waits == want, "line %d: waits %" PRIu64 ", want %" PRIu64,
              lineno, waits, want);
        /* Counts left: 4 minus the copies in hand and melds, for each wait. */
        MjTileCounts left;
        s = mj_wait_counts(rules, tiles, len, melds, meld_count, NULL, &left);
        int used[MJ_KINDS] = {0};
        for (size_t i = 0; i < len; i++) used[tiles[i]]++;
        for (size_t m = 0; m < meld_count; m++) {
            int n = melds[m].kind == MJ_MELD_KIND_CHI || melds[m].kind == MJ_MELD_KIND_PENG ? 3 : 4;
            for (int i = 0; i < n; i++)
                used[melds[m].tile + (melds[m].kind == MJ_MELD_KIND_CHI ? i : 0)]++;
        }
        int ok = s == MJ_STATUS_OK;
        for (int id = 0; id < MJ_KINDS; id++) {
            int want_left = (want >> id & 1) ? 4 - used[id] : 0;
            ok = ok && left.counts[id] == want_left;
        }
        CHECK(ok, "line %d: wait counts", lineno);
    }
    mj_rules_free(rules);
}

static void check_bad_input(void) {
    MjRules *rules = mj_rules_new_changsha();
    const uint8_t win14[14] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4};
    uint8_t hand[14];
    bool win = true;
    MjStatus s;

    memcpy(hand, win14, sizeof hand);
    hand[3] = 40;
    s = mj_is_win(rules, hand, 14, NULL, 0, &win);
    expect_error("tile id 40", s, MJ_STATUS_INVALID_TILE, "tiles[3]", "40");
    CHECK(win == true, "out-parameter untouched on failure");

    hand[3] = 27; /* East: not a Changsha tile */
    s = mj_is_win(rules, hand, 14, NULL, 0, &win);
    expect_error("honour in changsha", s, MJ_STATUS_INVALID_TILE, "1z", "changsha");

    memcpy(hand, win14, sizeof hand);
    hand[0] = hand[1] = hand[2] = 4; /* 5m ×5 with the pair */
    s = mj_is_win(rules, hand, 14, NULL, 0, &win);
    expect_error("five copies", s, MJ_STATUS_INVALID_HAND, "5 copies", "5m");

    s = mj_is_win(rules, win14, 12, NULL, 0, &win);
    expect_error("12 tiles", s, MJ_STATUS_INVALID_HAND, "12 concealed tiles", NULL);

    win = true;
    s = mj_is_win(rules, win14, 13, NULL, 0, &win);
    expect_error("win of 13", s, MJ_STATUS_WRONG_HAND_SIZE, "3n+2", "got 13");
    CHECK(win == true, "win untouched");

    MjMeld bad_kind = {9, 4};
    s = mj_is_win(rules, win14, 11, &bad_kind, 1, &win);
    expect_error("meld kind 9", s, MJ_STATUS_INVALID_MELD, "melds[0].kind = 9", NULL);

    MjMeld bad_chi = {MJ_MELD_KIND_CHI, 8}; /* 9m 10m 11m */
    s = mj_is_win(rules, win14, 11, &bad_chi, 1, &win);
    expect_error("chi from 9m", s, MJ_STATUS_INVALID_MELD, "melds[0]", "9m");

    s = mj_is_win(NULL, win14, 14, NULL, 0, &win);
    expect_error("NULL rules", s, MJ_STATUS_NULL_POINTER, "`rules` is NULL", NULL);
    s = mj_is_win(rules, NULL, 14, NULL, 0, &win);
    expect_error("NULL tiles", s, MJ_STATUS_NULL_POINTER, "`tiles` is NULL", "14");
    s = mj_is_win(rules, win14, 14, NULL, 0, NULL);
    expect_error("NULL out", s, MJ_STATUS_NULL_POINTER, "`out_win` is NULL", NULL);

    uint64_t waits = 7;
    s = mj_waits(rules, win14, 14, NULL, 0, &waits);
    expect_error("waits of 14", s, MJ_STATUS_WRONG_HAND_SIZE, "3n+1", NULL);
    CHECK(waits == 7, "waits untouched");

    int32_t shanten = 5;
    s = mj_shanten_for(rules, win14, 14, NULL, 0, 7, &shanten);
    expect_error("target 7", s, MJ_STATUS_INVALID_ARGUMENT, "`target` = 7", NULL);
    CHECK(shanten == 5, "shanten untouched");

    s = mj_rules_set_option(rules, MJ_RULE_OPTION_BIRDS, 3);
    expect_error("birds = 3", s, MJ_STATUS_INVALID_OPTION, "birds = 3", NULL);
    s = mj_rules_set_option(rules, 99, 1);
    expect_error("option 99", s, MJ_STATUS_INVALID_ARGUMENT, "`option` = 99", NULL);
    int32_t birds = 0;
    CHECK(mj_rules_get_option(rules, MJ_RULE_OPTION_BIRDS, &birds) == MJ_STATUS_OK && birds == 2,
          "birds unchanged at 2, got %d", birds);
    CHECK(mj_rules_set_option(rules, MJ_RULE_OPTION_BIRDS, 4) == MJ_STATUS_OK, "birds = 4");
    MjRules *copy = NULL;
    CHECK(mj_rules_clone(rules, &copy) == MJ_STATUS_OK && copy != NULL, "clone");
    CHECK(mj_rules_get_option(copy, MJ_RULE_OPTION_BIRDS, &birds) == MJ_STATUS_OK && birds == 4,
          "clone keeps birds = 4");
    mj_rules_free(copy);
    s = mj_rules_set_wildcard(rules, 31);
    expect_error("honour wildcard in changsha", s, MJ_STATUS_INVALID_TILE, "5z", NULL);

    uint8_t ids[4];
    size_t n = 99;
    s = mj_parse_tiles("12x", ids, 4, &n);
    expect_error("parse 12x", s, MJ_STATUS_PARSE_ERROR, "character 2", NULL);
    CHECK(n == 99, "out_len untouched on a parse error");
    s = mj_parse_tiles("\xff", ids, 4, &n);
    expect_error("bad UTF-8", s, MJ_STATUS_INVALID_UTF8, "UTF-8", NULL);

    /* Two-call pattern for text output. */
    const uint8_t some[3] = {4, 12, 26};
    s = mj_format_tiles_chinese(some, 3, NULL, 0, &n);
    expect_error("size query", s, MJ_STATUS_BUFFER_TOO_SMALL, "0 bytes", NULL);
    char *text = malloc(n);
    s = mj_format_tiles_chinese(some, 3, text, n, &n);
    CHECK(s == MJ_STATUS_OK && strcmp(text, "五万 四条 九筒") == 0, "chinese: %s", text);
    free(text);

    MjMeld melds[4];
    s = mj_parse_melds("peng:5m chi:345s", melds, 4, &n);
    CHECK(s == MJ_STATUS_OK && n == 2 && melds[0].kind == MJ_MELD_KIND_PENG && melds[0].tile == 4 &&
              melds[1].kind == MJ_MELD_KIND_CHI && melds[1].tile == 11,
          "parse melds");
    s = mj_parse_melds("chi:357s", melds, 4, &n);
    expect_error("bad chi notation", s, MJ_STATUS_INVALID_MELD, "chi", NULL);

    CHECK(strcmp(mj_status_name(MJ_STATUS_INVALID_TILE), "MJ_STATUS_INVALID_TILE") == 0,
          "status name");
    CHECK(strcmp(mj_status_name(12345), "MJ_STATUS_UNKNOWN") == 0, "unknown status name");
    mj_rules_free(NULL);
    mj_rules_free(rules);
}

/* The name behind `id` given by one of the mj_*_name functions, or "?". */
static const char *name_of(MjStatus (*f)(int32_t, const char **), int id) {
    const char *name = NULL;
    return f(id, &name) == MJ_STATUS_OK ? name : "?";
}

/* Writes "id:n,id:n" (or "-") for the set ids of `counts`, named by `f`. */
static void names_field(MjStatus (*f)(int32_t, const char **), const uint8_t *counts, int slots,
                        char *out, size_t cap) {
    size_t at = 0;
    out[0] = '\0';
    for (int id = 0; id < slots; id++) {
        if (counts[id] == 0) continue;
        at += (size_t)snprintf(out + at, cap - at, "%s%s:%u", at ? "," : "", name_of(f, id),
                               counts[id]);
    }
    if (at == 0) snprintf(out, cap, "-");
}

static int same_deltas(const MjPoints *p, const char *field) {
    long want[4];
    if (parse_list(field, want, 4) != 4) return 0;
    for (int s = 0; s < 4; s++)
        if (p->points[s] != want[s]) return 0;
    return 1;
}

static MjWinContext parse_ctx(const char *s) {
    MjWinContext c = {(uint8_t)(s[0] - '0'), (uint8_t)(s[1] - '0'), (uint8_t)(s[2] - '0'),
                      (uint8_t)(s[3] - '0'), (uint8_t)(s[4] - '0'), (uint8_t)(s[5] - '0')};
    return c;
}

static void check_win_line(char **f, int lineno) {
    MjRules *rules = rules_for(f[1]);
    uint8_t tiles[14];
    size_t len = parse_tiles_field(f[3], tiles, 14);
    MjMeld melds[4];
    size_t meld_count = parse_melds_field(f[4], melds);
    MjWinContext ctx = parse_ctx(f[5]);
    MjWinAnalysis a;
    MjStatus s = mj_analyze_win(rules, tiles, len, melds, meld_count, &ctx, &a);
    CHECK(s == MJ_STATUS_OK, "line %d: analyze (%s)", lineno, mj_status_name(s));
    CHECK(a.win == atoi(f[6]) && a.small == atoi(f[7]) && a.units == strtoul(f[8], NULL, 10) &&
              a.big_hands == strtoul(f[9], NULL, 10) && a.targets == strtoul(f[10], NULL, 10),
          "line %d: analysis %u %u %u %u %u", lineno, a.win, a.small, a.units, a.big_hands,
          a.targets);
    char names[256];
    names_field(mj_big_hand_id_name, a.big_hand_units, MJ_BIG_HAND_SLOTS, names, sizeof names);
    CHECK(strcmp(names, f[11]) == 0, "line %d: big hands %s, want %s", lineno, names, f[11]);
    if (a.win) {
        uint8_t birds[8];
        size_t bird_count = parse_tiles_field(f[15], birds, 8);
        MjPoints d;
        s = mj_settle_win(rules, &a, atoi(f[12]), atoi(f[13]), atoi(f[14]), birds, bird_count, &d);
        CHECK(s == MJ_STATUS_OK && same_deltas(&d, f[16]), "line %d: settle (%s)", lineno,
              mj_status_name(s));
    }
    mj_rules_free(rules);
}

static void check_opening_line(char **f, int lineno) {
    MjRules *rules = rules_for(f[1]);
    uint8_t tiles[14];
    size_t len = parse_tiles_field(f[3], tiles, 14);
    MjOpeningWins w;
    MjStatus s = mj_opening_wins(rules, tiles, len, &w);
    CHECK(s == MJ_STATUS_OK, "line %d: opening wins (%s)", lineno, mj_status_name(s));
    char counts[32], names[256];
    snprintf(counts, sizeof counts, "%u,%u,%u,%u", w.counts[0], w.counts[1], w.counts[2],
             w.counts[3]);
    names_field(mj_opening_win_id_name, w.counts, MJ_OPENING_WIN_SLOTS, names, sizeof names);
    CHECK(strcmp(counts, f[4]) == 0 && strcmp(names, f[5]) == 0, "line %d: %s %s", lineno,
          counts, names);
    MjPoints d;
    s = mj_settle_opening(rules, atoi(f[6]), w.total, atoi(f[7]), &d);
    CHECK(s == MJ_STATUS_OK && same_deltas(&d, f[8]), "line %d: settle opening", lineno);
    mj_rules_free(rules);
}

/* Writes the options as the analysis file does. */
static void options_field(const MjDiscardOption *o, size_t n, char *out, size_t cap) {
    size_t at = 0;
    out[0] = '\0';
    for (size_t i = 0; i < n; i++)
        at += (size_t)snprintf(out + at, cap - at, "%s%u:%u:%d:%u:%" PRIu32 ":%" PRIu64,
                               i ? "," : "", o[i].tile, o[i].index, o[i].shanten, o[i].draw_kinds,
                               o[i].draws_left, o[i].draws);
    if (n == 0) snprintf(out, cap, "-");
}

static void check_discard_line(char **f, int lineno) {
    MjRules *rules = rules_for(f[1]);
    uint8_t tiles[14];
    size_t len = parse_tiles_field(f[3], tiles, 14);
    MjMeld melds[4];
    size_t meld_count = parse_melds_field(f[4], melds);
    size_t n = 0;
    MjStatus s = mj_discard_options(rules, tiles, len, melds, meld_count, NULL, NULL, 0, &n);
    CHECK(s == MJ_STATUS_BUFFER_TOO_SMALL && n > 0, "line %d: size query", lineno);
    MjDiscardOption options[14];
    s = mj_discard_options(rules, tiles, len, melds, meld_count, NULL, options, 14, &n);
    char text[2048];
    options_field(options, n, text, sizeof text);
    CHECK(s == MJ_STATUS_OK && strcmp(text, f[5]) == 0, "line %d: options %s", lineno, text);
    mj_rules_free(rules);
}

/* Writes EXPERT's hints as the analysis file does. */
static void hints_field(const MjHint *h, size_t n, char *out, size_t cap) {
    size_t at = 0;
    out[0] = '\0';
    for (size_t i = 0; i < n; i++)
        at += (size_t)snprintf(out + at, cap - at,
                               "%s%u:%u:%d:%u:%" PRIu32 ":%" PRIu64 ":%" PRIu32 ":%.6f:%.6f",
                               i ? "," : "", h[i].tile, h[i].index, h[i].shanten, h[i].draw_kinds,
                               h[i].draws_left, h[i].draws, h[i].targets, h[i].win_prob,
                               h[i].points);
    if (n == 0) snprintf(out, cap, "-");
}

/* EXPERT after some observations: its hints, their first reason, its claims. */
static void check_hint_line(char **f, int lineno) {
    MjRules *rules = rules_for(f[1]);
    uint8_t tiles[14];
    size_t len = parse_tiles_field(f[3], tiles, 14);
    MjMeld melds[4];
    size_t meld_count = parse_melds_field(f[4], melds);
    uint8_t seen[64];
    size_t seen_count = parse_tiles_field(f[5], seen, 64);
    MjAi *ai = NULL;
    CHECK(mj_ai_new(MJ_DIFFICULTY_EXPERT, 0, rules, &ai) == MJ_STATUS_OK, "line %d: ai", lineno);
    for (size_t i = 0; i < seen_count; i++)
        CHECK(mj_ai_observe_discard(ai, seen[i]) == MJ_STATUS_OK, "line %d: observe", lineno);
    CHECK(mj_ai_set_wall_left(ai, atoi(f[6])) == MJ_STATUS_OK, "line %d: wall", lineno);
    MjHint hints[14];
    size_t n = 0;
    MjStatus s = mj_ai_hints(ai, tiles, len, melds, meld_count, hints, 14, &n);
    char text[4096];
    hints_field(hints, n, text, sizeof text);
    CHECK(s == MJ_STATUS_OK && strcmp(text, f[7]) == 0, "line %d: hints %s", lineno, text);
    size_t need = 0;
    s = mj_ai_hint_reasons(ai, tiles, len, melds, meld_count, 0, NULL, 0, &need);
    CHECK(s == MJ_STATUS_BUFFER_TOO_SMALL && need <= sizeof text, "line %d: reasons size", lineno);
    s = mj_ai_hint_reasons(ai, tiles, len, melds, meld_count, 0, text, sizeof text, &need);
    text[strcspn(text, "\n")] = '\0';
    CHECK(s == MJ_STATUS_OK && strcmp(text, f[9]) == 0, "line %d: reason %s", lineno, text);
    MjStatus (*ask[3])(MjAi *, const uint8_t *, size_t, uint8_t, int32_t, bool *) = {
        mj_ai_should_peng, mj_ai_should_chi, mj_ai_should_gang};
    char claims[5] = {0};
    for (int k = 0; k < 3; k++) {
        bool yes = false;
        s = ask[k](ai, tiles, len - 1, tiles[len - 1], MJ_DIFFICULTY_EXPERT, &yes);
        CHECK(s == MJ_STATUS_OK, "line %d: claim (%s)", lineno, mj_status_name(s));
        claims[k] = yes ? '1' : '0';
    }
    bool hu = false;
    s = mj_ai_should_hu_discard(ai, tiles, len - 1, melds, meld_count, tiles[len - 1], &hu);
    CHECK(s == MJ_STATUS_OK, "line %d: should_hu_discard (%s)", lineno, mj_status_name(s));
    claims[3] = hu ? '1' : '0';
    CHECK(strcmp(claims, f[8]) == 0, "line %d: claims %s, want %s", lineno, claims, f[8]);
    mj_ai_free(ai);
    mj_rules_free(rules);
}

static void check_ai_line(char **f, int lineno) {
    MjRules *rules = rules_for(f[1]);
    uint8_t tiles[14];
    size_t len = parse_tiles_field(f[5], tiles, 14);
    MjMeld melds[4];
    size_t meld_count = parse_melds_field(f[6], melds);
    MjAi *ai = NULL;
    MjStatus s = mj_ai_new(atoi(f[2]), strtoull(f[3], NULL, 10), rules, &ai);
    CHECK(s == MJ_STATUS_OK, "line %d: mj_ai_new (%s)", lineno, mj_status_name(s));
    size_t index = 99;
    s = mj_ai_decide_discard(ai, tiles, len, melds, meld_count, &index);
    CHECK(s == MJ_STATUS_OK && index == strtoul(f[7], NULL, 10), "line %d: discard index %zu",
          lineno, index);
    MjStatus (*ask[3])(MjAi *, const uint8_t *, size_t, uint8_t, int32_t, bool *) = {
        mj_ai_should_peng, mj_ai_should_chi, mj_ai_should_gang};
    char answers[10] = {0};
    for (int d = 0; d < 3; d++)
        for (int k = 0; k < 3; k++) {
            bool yes = false;
            s = ask[k](ai, tiles, len - 1, tiles[len - 1], d, &yes);
            CHECK(s == MJ_STATUS_OK, "line %d: should (%s)", lineno, mj_status_name(s));
            answers[3 * d + k] = yes ? '1' : '0';
        }
    CHECK(strcmp(answers, f[8]) == 0, "line %d: answers %s, want %s", lineno, answers, f[8]);
    mj_ai_free(ai);
    mj_rules_free(rules);
}

static void check_analysis(char *line, int lineno) {
    char *f[17];
    line[strcspn(line, "\r\n")] = '\0';
    int n = split(line, f, 17);
    if (strcmp(f[0], "win") == 0 && n == 17) check_win_line(f, lineno);
    else if (strcmp(f[0], "opening") == 0 && n == 9) check_opening_line(f, lineno);
    else if (strcmp(f[0], "discard") == 0 && n == 6) check_discard_line(f, lineno);
    else if (strcmp(f[0], "ai") == 0 && n == 9) check_ai_line(f, lineno);
    else if (strcmp(f[0], "hint") == 0 && n == 10) check_hint_line(f, lineno);
    else CHECK(0, "line %d: unknown line %s with %d fields", lineno, f[0], n);
}

/* Field by field: the structs have padding, which memcmp would read. */
static int same_result(const MjGameResult *a, const MjGameResult *b) {
    int same = a->finished == b->finished && a->winners == b->winners && a->from == b->from &&
               a->next_dealer == b->next_dealer && a->bird_count == b->bird_count;
    for (int s = 0; s < 4; s++)
        same = same && a->deltas.points[s] == b->deltas.points[s] &&
               a->big_hands[s] == b->big_hands[s] && a->units[s] == b->units[s];
    return same && memcmp(a->birds, b->birds, a->bird_count) == 0;
}

static int same_state(const MjGameState *a, const MjGameState *b) {
    int same = a->phase == b->phase && a->seat == b->seat && a->offer == b->offer &&
               a->tile_count == b->tile_count && a->pending == b->pending &&
               a->next_seat == b->next_seat && a->dealer == b->dealer &&
               a->wall_left == b->wall_left && a->frozen == b->frozen &&
               memcmp(a->tiles, b->tiles, a->tile_count) == 0;
    for (int s = 0; s < 4; s++) same = same && a->scores.points[s] == b->scores.points[s];
    return same;
}

/* Takes the events waiting (two calls), checks them, returns how many there were. */
static size_t drain_events(MjGame *game, int *finished_seen) {
    size_t n = 0;
    MjStatus s = mj_game_events(game, NULL, 0, &n);
    if (s == MJ_STATUS_OK) return 0;
    CHECK(s == MJ_STATUS_BUFFER_TOO_SMALL, "events size query: %s", mj_status_name(s));
    MjEvent *events = malloc(n * sizeof *events);
    s = mj_game_events(game, events, n, &n);
    CHECK(s == MJ_STATUS_OK, "events: %s", mj_status_name(s));
    for (size_t i = 0; i < n; i++) {
        CHECK(events[i].kind <= MJ_EVENT_KIND_FINISHED, "event kind %u", events[i].kind);
        if (events[i].kind == MJ_EVENT_KIND_WON)
            CHECK(events[i].from != events[i].seat, "a winner does not pay themselves");
        if (events[i].kind == MJ_EVENT_KIND_FINISHED) *finished_seen = 1;
    }
    free(events);
    return n;
}

static void check_game(char *line, int lineno) {
    char *f[10];
    line[strcspn(line, "\r\n")] = '\0';
    if (split(line, f, 10) != 10) {
        CHECK(0, "line %d: expected 10 fields", lineno);
        return;
    }
    MjRules *rules = rules_for(f[0]);
    long difficulty[4], ai_seed[4];
    parse_list(f[3], difficulty, 4);
    parse_list(f[4], ai_seed, 4);
    MjGame *game = NULL;
    MjStatus s = mj_game_new(rules, strtoull(f[1], NULL, 10), atoi(f[2]), &game);
    CHECK(s == MJ_STATUS_OK, "line %d: mj_game_new (%s)", lineno, mj_status_name(s));
    MjAi *ai[4];
    for (int seat = 0; seat < 4; seat++)
        CHECK(mj_ai_new((int32_t)difficulty[seat], (uint64_t)ai_seed[seat], rules, &ai[seat]) ==
                  MJ_STATUS_OK,
              "line %d: ai %d", lineno, seat);
    int finished_seen = 0;
    size_t events = drain_events(game, &finished_seen), actions = 0;
    MjGameState state;
    while (mj_game_state(game, &state) == MJ_STATUS_OK && state.next_seat != MJ_NONE) {
        MjAction legal[64];
        size_t legal_count = 0;
        CHECK(mj_game_legal_actions(game, state.next_seat, legal, 64, &legal_count) ==
                      MJ_STATUS_OK &&
                  legal_count > 0,
              "line %d: legal actions", lineno);
        MjAction action;
        s = mj_game_ai_action(game, state.next_seat, ai[state.next_seat], &action);
        int is_legal = 0;
        for (size_t i = 0; i < legal_count; i++)
            is_legal |= legal[i].kind == action.kind && legal[i].tile == action.tile;
        CHECK(s == MJ_STATUS_OK && is_legal, "line %d: the AI chose a legal action", lineno);
        s = mj_game_apply(game, state.next_seat, &action);
        CHECK(s == MJ_STATUS_OK, "line %d: apply (%s)", lineno, mj_status_name(s));
        if (s != MJ_STATUS_OK) break;
        actions++;
        events += drain_events(game, &finished_seen);
    }
    CHECK(state.phase == MJ_PHASE_FINISHED && finished_seen, "line %d: finished", lineno);
    MjGameResult r;
    CHECK(mj_game_result(game, &r) == MJ_STATUS_OK && r.finished, "line %d: result", lineno);
    CHECK(same_deltas(&r.deltas, f[5]) && r.winners == atoi(f[6]) &&
              r.next_dealer == atoi(f[7]),
          "line %d: deltas %d,%d,%d,%d winners %u next %u", lineno, r.deltas.points[0],
          r.deltas.points[1], r.deltas.points[2], r.deltas.points[3], r.winners, r.next_dealer);
    CHECK(actions == strtoul(f[8], NULL, 10) && events == strtoul(f[9], NULL, 10),
          "line %d: %zu actions, %zu events", lineno, actions, events);
    /* The record: one line per action plus header and result; it replays. */
    size_t len = 0;
    CHECK(mj_game_record_json(game, NULL, 0, &len) == MJ_STATUS_BUFFER_TOO_SMALL, "record size");
    char *record = malloc(len);
    CHECK(mj_game_record_json(game, record, len, &len) == MJ_STATUS_OK, "record");
    size_t lines = 0;
    for (const char *p = record; *p; p++) lines += *p == '\n';
    CHECK(lines == actions + 2, "line %d: record has %zu lines", lineno, lines);
    MjGame *again = NULL;
    MjGameResult r2;
    CHECK(mj_game_replay(record, &again) == MJ_STATUS_OK &&
              mj_game_result(again, &r2) == MJ_STATUS_OK && same_result(&r, &r2),
          "line %d: replay", lineno);
    free(record);
    mj_game_free(again);
    for (int seat = 0; seat < 4; seat++) mj_ai_free(ai[seat]);
    mj_game_free(game);
    mj_rules_free(rules);
}

/* Whether two hint lists agree field by field (the struct has padding: no memcmp). */
static int same_hints(const MjHint *a, const MjHint *b, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (a[i].tile != b[i].tile || a[i].index != b[i].index || a[i].shanten != b[i].shanten ||
            a[i].draws != b[i].draws || a[i].draws_left != b[i].draws_left ||
            a[i].draw_kinds != b[i].draw_kinds || a[i].targets != b[i].targets ||
            a[i].win_prob != b[i].win_prob || a[i].points != b[i].points)
            return 0;
    return 1;
}

static void check_bad_game_input(void) {
    MjRules *rules = mj_rules_new_changsha();
    MjAi *ai = (MjAi *)&ai; /* a sentinel: must stay untouched */
    MjStatus s = mj_ai_new(7, 1, rules, &ai);
    expect_error("difficulty 7", s, MJ_STATUS_INVALID_ARGUMENT, "`difficulty` = 7", NULL);
    CHECK(ai == (MjAi *)&ai, "out untouched on failure");
    bool available = false;
    CHECK(mj_ai_difficulty_available(MJ_DIFFICULTY_EXPERT, &available) == MJ_STATUS_OK &&
              available,
          "EXPERT available");
    CHECK(mj_ai_new(MJ_DIFFICULTY_EXPERT, 1, rules, &ai) == MJ_STATUS_OK, "an EXPERT AI");
    s = mj_ai_set_wall_left(ai, 500);
    expect_error("wall 500", s, MJ_STATUS_INVALID_ARGUMENT, "`wall_left` = 500", "0-55");
    const uint8_t ten[10] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 4};
    bool no = true;
    /* No seat (a new AI): 10 tiles imply one meld, answered. Seat 0, no meld told: refused. */
    CHECK(mj_ai_should_peng(ai, ten, 10, 4, MJ_DIFFICULTY_EXPERT, &no) == MJ_STATUS_OK,
          "a seatless claim of 10 tiles");
    CHECK(mj_ai_set_seat(ai, 0) == MJ_STATUS_OK, "seat 0");
    s = mj_ai_should_peng(ai, ten, 10, 4, MJ_DIFFICULTY_EXPERT, &no);
    expect_error("EXPERT claim without melds", s, MJ_STATUS_WRONG_HAND_SIZE, "whole hand", NULL);
    size_t need = 0;
    const uint8_t full[14] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4};
    s = mj_ai_hint_reasons(ai, full, 14, NULL, 0, 2, NULL, 0, &need);
    expect_error("reasons language 2", s, MJ_STATUS_INVALID_ARGUMENT, "`chinese` = 2", NULL);
    mj_ai_free(ai);
    s = mj_ai_new(MJ_DIFFICULTY_HARD, 1, NULL, &ai);
    expect_error("NULL rules", s, MJ_STATUS_NULL_POINTER, "`rules` is NULL", NULL);
    CHECK(mj_ai_new(MJ_DIFFICULTY_MEDIUM, 1, rules, &ai) == MJ_STATUS_OK, "a MEDIUM AI");
    const uint8_t hand[14] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4};
    bool yes = false;
    s = mj_ai_should_peng(ai, hand, 13, 4, 9, &yes);
    expect_error("should_peng difficulty 9", s, MJ_STATUS_INVALID_ARGUMENT, "`difficulty` = 9",
                 NULL);
    s = mj_ai_should_chi(ai, hand, 13, 40, 1, &yes);
    expect_error("should_chi tile 40", s, MJ_STATUS_INVALID_TILE, "tile", "40");
    CHECK(mj_ai_should_hu(ai, hand, 14, NULL, 0, &yes) == MJ_STATUS_OK && yes, "should_hu: a win");
    const uint8_t no_win[14] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 9, 9};
    CHECK(mj_ai_should_hu(ai, no_win, 14, NULL, 0, &yes) == MJ_STATUS_OK && !yes,
          "should_hu: pair 1s is not 2/5/8");
    s = mj_ai_should_hu(ai, hand, 13, NULL, 0, &yes);
    expect_error("should_hu of 13", s, MJ_STATUS_WRONG_HAND_SIZE, "3n+2", NULL);
    size_t index = 77;
    s = mj_ai_decide_discard(NULL, hand, 14, NULL, 0, &index);
    expect_error("NULL ai", s, MJ_STATUS_NULL_POINTER, "`ai` is NULL", NULL);
    s = mj_ai_decide_discard(ai, hand, 13, NULL, 0, &index);
    expect_error("discard from 13", s, MJ_STATUS_WRONG_HAND_SIZE, "3n+2", NULL);
    CHECK(index == 77, "index untouched");
    for (int i = 0; i < 4; i++) CHECK(mj_ai_observe_discard(ai, 4) == MJ_STATUS_OK, "observe");
    s = mj_ai_observe_discard(ai, 4);
    expect_error("fifth 5m", s, MJ_STATUS_INVALID_HAND, "5 copies of 5m", NULL);
    MjMeld chi = {MJ_MELD_KIND_CHI, 0};
    s = mj_ai_observe_meld(ai, &chi, 5);
    expect_error("claimed tile not in meld", s, MJ_STATUS_INVALID_ARGUMENT, "claimed_tile", NULL);
    s = mj_ai_observe_meld(ai, NULL, 5);
    expect_error("NULL meld", s, MJ_STATUS_NULL_POINTER, "`meld` is NULL", NULL);

    /* Analysis: a flag that is not 0/1, an impossible context, a 13-tile hand. */
    MjWinAnalysis a;
    MjWinContext ctx = {2, 0, 0, 0, 0, 0};
    s = mj_analyze_win(rules, hand, 14, NULL, 0, &ctx, &a);
    expect_error("ctx flag 2", s, MJ_STATUS_INVALID_ARGUMENT, "`ctx.self_draw` = 2", NULL);
    MjWinContext robbed = {1, 0, 0, 1, 0, 0};
    s = mj_analyze_win(rules, hand, 14, NULL, 0, &robbed, &a);
    expect_error("robbed kong by self-draw", s, MJ_STATUS_INVALID_ARGUMENT, "robbed kong", NULL);
    s = mj_analyze_win(rules, hand, 13, NULL, 0, NULL, &a);
    expect_error("analysis of 13", s, MJ_STATUS_WRONG_HAND_SIZE, "3n+2", NULL);
    CHECK(mj_analyze_win(rules, hand, 14, NULL, 0, NULL, &a) == MJ_STATUS_OK && a.win && a.small,
          "a small win");
    MjPoints d;
    s = mj_settle_win(rules, &a, 1, 1, 0, NULL, 0, &d);
    expect_error("payer = winner", s, MJ_STATUS_INVALID_ARGUMENT, "`payer` = 1", NULL);
    a.units = 3;
    s = mj_settle_win(rules, &a, 1, 0, 0, NULL, 0, &d);
    expect_error("inconsistent analysis", s, MJ_STATUS_INVALID_ARGUMENT, "units = 3", NULL);
    const char *name = NULL;
    s = mj_big_hand_id_name(13, &name);
    expect_error("big hand 13", s, MJ_STATUS_INVALID_ARGUMENT, "`id` = 13", NULL);
    CHECK(strcmp(name_of(mj_big_hand_chinese_name, MJ_BIG_HAND_HAOHUA_QIXIAODUI), "豪华七小对") ==
              0 &&
              strcmp(name_of(mj_opening_win_chinese_name, MJ_OPENING_WIN_DASIXI), "大四喜") == 0,
          "Chinese names");
    MjOpeningWins w;
    s = mj_opening_wins(rules, hand, 12, &w);
    expect_error("opening wins of 12", s, MJ_STATUS_WRONG_HAND_SIZE, "13 or 14", NULL);

    /* The game: malformed, illegal and misdirected actions leave it as it was. */
    MjGame *game = NULL;
    s = mj_game_new(rules, 1, 4, &game);
    expect_error("dealer 4", s, MJ_STATUS_INVALID_ARGUMENT, "`dealer` = 4", NULL);
    CHECK(mj_game_new(rules, 1, 0, &game) == MJ_STATUS_OK, "new game");
    MjGameState before, after;
    CHECK(mj_game_state(game, &before) == MJ_STATUS_OK && before.phase == MJ_PHASE_TURN &&
              before.next_seat == 0 && before.wall_left == 55,
          "the dealer's turn with 55 tiles in the wall");
    MjAction bad_kind = {20, 0}, pass = {MJ_ACTION_KIND_PASS, 0}, bad_tile = {1, 40};
    s = mj_game_apply(game, 0, &bad_kind);
    expect_error("action kind 20", s, MJ_STATUS_INVALID_ARGUMENT, "`action.kind` = 20", NULL);
    s = mj_game_apply(game, 0, &bad_tile);
    expect_error("action tile 40", s, MJ_STATUS_INVALID_TILE, "40", NULL);
    s = mj_game_apply(game, 0, &pass);
    expect_error("pass in one's turn", s, MJ_STATUS_ILLEGAL_ACTION, "not legal", "discard");
    s = mj_game_apply(game, 2, &pass);
    expect_error("seat 2 out of turn", s, MJ_STATUS_ILLEGAL_ACTION, "seat 2 has no decision",
                 NULL);
    s = mj_game_apply(game, 4, &pass);
    expect_error("seat 4", s, MJ_STATUS_INVALID_ARGUMENT, "`seat` = 4", NULL);
    s = mj_game_apply(game, 0, NULL);
    expect_error("NULL action", s, MJ_STATUS_NULL_POINTER, "`action` is NULL", NULL);
    MjAction chosen = {99, 99};
    s = mj_game_ai_action(game, 1, ai, &chosen);
    expect_error("AI for a seat with no decision", s, MJ_STATUS_ILLEGAL_ACTION, "seat 1", NULL);
    CHECK(chosen.kind == 99, "action untouched");
    CHECK(mj_game_state(game, &after) == MJ_STATUS_OK && same_state(&before, &after),
          "state unchanged");
    s = mj_game_state(NULL, &after);
    expect_error("NULL game", s, MJ_STATUS_NULL_POINTER, "`game` is NULL", NULL);
    uint8_t tiles[14];
    size_t n = 0;
    s = mj_game_hand(game, 0, tiles, 13, &n);
    expect_error("hand into 13", s, MJ_STATUS_BUFFER_TOO_SMALL, "13 tiles", NULL);
    CHECK(n == 14, "the dealer holds 14");
    CHECK(mj_game_hand(game, 0, tiles, 14, &n) == MJ_STATUS_OK && n == 14, "hand");
    uint8_t dealt[14];
    CHECK(mj_game_dealt(game, 0, dealt, 14, &n) == MJ_STATUS_OK && n == 14 &&
              memcmp(dealt, tiles, 14) == 0,
          "nothing played yet: hand = dealt");
    int32_t drawn = 0;
    CHECK(mj_game_drawn_tile(game, 0, &drawn) == MJ_STATUS_OK && drawn == MJ_NO_TILE,
          "the dealer's first turn starts without a draw");
    MjAction discard = {MJ_ACTION_KIND_DISCARD, tiles[0]};
    CHECK(mj_game_apply(game, 0, &discard) == MJ_STATUS_OK, "discard");
    MjDiscard pile[4];
    CHECK(mj_game_discards(game, 0, pile, 4, &n) == MJ_STATUS_OK && n == 1 &&
              pile[0].tile == tiles[0],
          "discard pile");
    MjMeld melds[4];
    CHECK(mj_game_melds(game, 0, melds, 4, &n) == MJ_STATUS_OK && n == 0, "no melds");
    s = mj_game_replay("{not a record", &game);
    expect_error("bad record", s, MJ_STATUS_PARSE_ERROR, "line 1", NULL);
    mj_game_free(game);

    /* A table seat's hints (mj_game_hints): at the dealer's first turn nothing is seen but its
     * own hand, so a fresh EXPERT told the wall ranks that hand the same (mj_ai_hints). */
    MjAi *fresh = NULL;
    CHECK(mj_game_new(rules, 1, 1, &game) == MJ_STATUS_OK &&
              mj_ai_new(MJ_DIFFICULTY_EXPERT, 1, rules, &fresh) == MJ_STATUS_OK,
          "game and EXPERT for hints");
    CHECK(mj_game_state(game, &before) == MJ_STATUS_OK &&
              mj_ai_set_wall_left(fresh, before.wall_left) == MJ_STATUS_OK &&
              mj_game_hand(game, 1, tiles, 14, &n) == MJ_STATUS_OK && n == 14,
          "the dealer's hand");
    MjHint got[14], want[14];
    size_t got_n = 0, want_n = 0;
    CHECK(mj_game_hints(game, 1, got, 14, &got_n) == MJ_STATUS_OK &&
              mj_ai_hints(fresh, tiles, 14, NULL, 0, want, 14, &want_n) == MJ_STATUS_OK &&
              got_n > 1 && got_n == want_n && same_hints(got, want, got_n),
          "game hints: a fresh EXPERT's at the dealer's first turn");
    size_t text_n = 0;
    CHECK(mj_game_hints(game, 0, got, 14, &n) == MJ_STATUS_OK && n == 0 &&
              mj_game_hint_reasons(game, 2, 0, NULL, 0, &text_n) == MJ_STATUS_BUFFER_TOO_SMALL &&
              text_n == 1,
          "no hints off the turn");
    s = mj_game_hints(game, 4, got, 14, &n);
    expect_error("hints seat 4", s, MJ_STATUS_INVALID_ARGUMENT, "`seat` = 4", NULL);
    s = mj_game_hint_reasons(NULL, 1, 0, NULL, 0, &n);
    expect_error("hints NULL game", s, MJ_STATUS_NULL_POINTER, "`game` is NULL", NULL);
    mj_ai_free(fresh);
    mj_game_free(game);
    mj_game_free(NULL);
    mj_ai_free(ai);
    mj_ai_free(NULL);
    mj_rules_free(rules);
}

/* Runs `check` on every line of `dir`/`name` that is not a comment; returns the count. */
static int for_each_line(const char *dir, const char *name, void (*check)(char *, int)) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *file = fopen(path, "r");
    if (file == NULL) {
        perror(path);
        CHECK(0, "cannot open %s", path);
        return 0;
    }
    static char line[8192];
    int lineno = 0, count = 0;
    while (fgets(line, sizeof line, file)) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n') continue;
        check(line, lineno);
        count++;
    }
    fclose(file);
    return count;
}

/* 红中 by name: a refused option value, and hands played by a HARD AI until three pay a win,
 * whose payment lines sum to zero and add up to the result; a 中 is never discarded. */
/* The option registry: names, labels, range and the preset's default from data; another
 * table's option refused when read, as when set. */
static void check_options(void) {
    CHECK(mj_rule_option_count() == 54, "54 options");
    const char *name = NULL, *zh = NULL, *en = NULL;
    CHECK(mj_rule_option_name(MJ_RULE_OPTION_TWO_FIVE_EIGHT_PAIR, &name) == MJ_STATUS_OK &&
              strcmp(name, "two_five_eight_pair") == 0,
          "option 1's name");
    int32_t id = -1;
    CHECK(mj_rule_option_by_name("pair_258", &id) == MJ_STATUS_OK &&
              id == MJ_RULE_OPTION_TWO_FIVE_EIGHT_PAIR,
          "the old Godot name");
    MjRules *hz = mj_rules_new_hongzhong();
    MjRuleOptionInfo info;
    CHECK(mj_rule_option_info(hz, MJ_RULE_OPTION_FLAT_BIRDS, &info) == MJ_STATUS_OK &&
              info.applies == 1 && info.default_value == 4 && info.value == 4 &&
              info.kind == MJ_RULE_OPTION_KIND_ENUM && info.choices == 5 &&
              info.families == MJ_FAMILY_HUNAN,
          "flat_birds on hongzhong");
    int32_t value = -1;
    CHECK(mj_rule_option_choice(MJ_RULE_OPTION_FAN_CAP, 1, &value, &zh, &en) == MJ_STATUS_OK &&
              value == 4 && strcmp(en, "4 fan (16\xc3\x97)") == 0,
          "fan_cap's labels");
    int32_t birds = -1;
    MjStatus s = mj_rules_get_option(hz, MJ_RULE_OPTION_BIRDS, &birds);
    expect_error("birds on hongzhong", s, MJ_STATUS_INVALID_OPTION,
                 "birds: an option of the Changsha table", NULL);
    CHECK(birds == -1, "nothing written");
    mj_rules_free(hz);
}

static void check_flat_presets(void) {
    MjRules *rules = NULL;
    expect_error("unknown preset", mj_rules_new_by_name("sichuan-xl", &rules),
                 MJ_STATUS_INVALID_OPTION, "\"sichuan-xl\"", "hongzhong");
    CHECK(rules == NULL, "out untouched");
    CHECK(mj_rules_new_by_name("hongzhong", &rules) == MJ_STATUS_OK, "hongzhong by name");
    int32_t red = -1;
    expect_error("red dragons 5", mj_rules_set_option(rules, MJ_RULE_OPTION_RED_DRAGONS, 5),
                 MJ_STATUS_INVALID_OPTION, "red_dragons = 5: 0, 4 or 8", NULL);
    CHECK(mj_rules_get_option(rules, MJ_RULE_OPTION_RED_DRAGONS, &red) == MJ_STATUS_OK && red == 4,
          "red dragons unchanged: %d", red);
    MjAi *ai = NULL;
    CHECK(mj_ai_new(MJ_DIFFICULTY_HARD, 3, rules, &ai) == MJ_STATUS_OK, "ai");
    int paid = 0;
    for (uint64_t seed = 0; seed < 30 && paid < 3; seed++) {
        MjGame *game = NULL;
        CHECK(mj_game_new(rules, seed, (int32_t)(seed % 4), &game) == MJ_STATUS_OK, "game");
        MjGameState state;
        for (mj_game_state(game, &state); state.next_seat != MJ_NONE; mj_game_state(game, &state)) {
            uint8_t hand[14];
            size_t n = 0;
            mj_game_hand(game, state.next_seat, hand, 14, &n);
            if (state.phase == MJ_PHASE_TURN && memchr(hand, 31, n) != NULL) {
                MjAction red_dragon = {MJ_ACTION_KIND_DISCARD, 31};
                expect_error("discard 中", mj_game_apply(game, state.next_seat, &red_dragon),
                             MJ_STATUS_ILLEGAL_ACTION, "not legal", NULL);
            }
            MjAction action;
            CHECK(mj_game_ai_action(game, state.next_seat, ai, &action) == MJ_STATUS_OK &&
                      mj_game_apply(game, state.next_seat, &action) == MJ_STATUS_OK,
                  "seed %" PRIu64 ": play", seed);
        }
        MjPayment lines[64];
        size_t count = 0;
        CHECK(mj_game_payments(game, lines, 64, &count) == MJ_STATUS_OK, "payments");
        int32_t totals[4] = {0, 0, 0, 0};
        int won = 0;
        for (size_t i = 0; i < count; i++) {
            totals[lines[i].from] -= lines[i].points;
            totals[lines[i].to] += lines[i].points;
            won |= lines[i].reason == MJ_PAYMENT_REASON_WIN;
        }
        MjGameResult result;
        mj_game_result(game, &result);
        CHECK(memcmp(totals, result.deltas.points, sizeof totals) == 0 &&
                  totals[0] + totals[1] + totals[2] + totals[3] == 0,
              "seed %" PRIu64 ": the lines are the result", seed);
        paid += won;
        mj_game_free(game);
    }
    CHECK(paid >= 3, "hongzhong hands won: %d", paid);
    mj_ai_free(ai);
    mj_rules_free(rules);
}

/* A hand in notation for the 四川 checks: its tiles and melds into the arrays given. */
static void sichuan_hand(const char *tiles, const char *melds, uint8_t *ids, size_t *len,
                         MjMeld *m, size_t *meld_count) {
    CHECK(mj_parse_tiles(tiles, ids, 14, len) == MJ_STATUS_OK, "parse %s", tiles);
    *meld_count = 0;
    if (melds != NULL)
        CHECK(mj_parse_melds(melds, m, 4, meld_count) == MJ_STATUS_OK, "parse %s", melds);
}

/* The patterns of a 四川 analysis as "id,id,…" (gen once per four). */
static void sichuan_patterns(const MjSichuanAnalysis *a, char *out, size_t cap) {
    out[0] = '\0';
    for (int32_t id = 0; id < MJ_SICHUAN_PATTERN_SLOTS; id++) {
        CHECK(((a->patterns >> id) & 1u) == (a->pattern_counts[id] > 0), "bit %d", id);
        for (int n = 0; n < a->pattern_counts[id]; n++) {
            const char *name = "?";
            mj_sichuan_pattern_id_name(id, &name);
            if (out[0] != '\0') strncat(out, ",", cap - strlen(out) - 1);
            strncat(out, name, cap - strlen(out) - 1);
        }
    }
}

/* 四川 by name: its options (a refused value, another table's option refused both ways),
   the worked examples X7 and X8 (缺一门 included), the waits and the best ready hand, the
   pattern names, and bad input refused with its message and the outputs untouched. */
static void check_sichuan(void) {
    MjRules *sc = NULL;
    CHECK(mj_rules_new_by_name("sichuan", &sc) == MJ_STATUS_OK, "sichuan by name");
    MjRules *cs = mj_rules_new_changsha();
    int32_t cap = -1, exchange = -1, chi = -1;
    mj_rules_get_option(sc, MJ_RULE_OPTION_FAN_CAP, &cap);
    mj_rules_get_option(sc, MJ_RULE_OPTION_EXCHANGE, &exchange);
    mj_rules_get_option(sc, MJ_RULE_OPTION_CHI, &chi);
    CHECK(cap == 4 && exchange == 3 && chi == 0, "sichuan defaults: %d %d %d", cap, exchange, chi);
    expect_error("fan cap 6", mj_rules_set_option(sc, MJ_RULE_OPTION_FAN_CAP, 6),
                 MJ_STATUS_INVALID_OPTION, "fan_cap = 6: 3, 4 or 5", NULL);
    mj_rules_get_option(sc, MJ_RULE_OPTION_FAN_CAP, &cap);
    CHECK(cap == 4, "refused value left the rules unchanged: %d", cap);
    expect_error("fan cap on changsha", mj_rules_set_option(cs, MJ_RULE_OPTION_FAN_CAP, 4),
                 MJ_STATUS_INVALID_OPTION, "fan_cap = 4", "an option of 四川 (sichuan)");
    expect_error("birds on sichuan", mj_rules_set_option(sc, MJ_RULE_OPTION_BIRDS, 2),
                 MJ_STATUS_INVALID_OPTION, "an option of the Changsha", NULL);

    uint8_t ids[14];
    MjMeld melds[4];
    size_t len = 0, meld_count = 0;
    char patterns[256];
    MjSichuanAnalysis a;
    sichuan_hand("55m", "peng:1m peng:4m peng:7p gang:8p", ids, &len, melds, &meld_count);
    CHECK(mj_sichuan_analyze(sc, ids, len, melds, meld_count, NULL, &a) == MJ_STATUS_OK, "X7");
    sichuan_patterns(&a, patterns, sizeof patterns);
    CHECK(a.win == 1 && a.fan == 3 && strcmp(patterns, "duiduihu,jingoudiao,gen") == 0,
          "X7: win %d fan %u %s", a.win, a.fan, patterns);
    MjSichuanContext ctx = {0};
    ctx.self_draw = 1;
    ctx.after_kong = 1;
    sichuan_hand("234m567m33m789s", "an_gang:6s", ids, &len, melds, &meld_count);
    CHECK(mj_sichuan_analyze(sc, ids, len, melds, meld_count, &ctx, &a) == MJ_STATUS_OK, "X8");
    sichuan_patterns(&a, patterns, sizeof patterns);
    CHECK(a.fan == 2 && strcmp(patterns, "pinghu,gen,gangshanghua") == 0, "X8: %u %s", a.fan,
          patterns);
    sichuan_hand("123m456s789p22m555s", NULL, ids, &len, melds, &meld_count);
    CHECK(mj_sichuan_analyze(sc, ids, len, NULL, 0, NULL, &a) == MJ_STATUS_OK &&
              a.win == 0 && a.fan == 0 && a.patterns == 0,
          "three suits");

    uint64_t mask = 0;
    int32_t tile = 99;
    sichuan_hand("123456789m2345m", NULL, ids, &len, melds, &meld_count);
    CHECK(mj_sichuan_waits(sc, ids, len, NULL, 0, &mask) == MJ_STATUS_OK &&
              mask == ((1u << 1) | (1u << 4)),
          "X10 C waits");
    CHECK(mj_sichuan_best_ready_hand(sc, ids, len, NULL, 0, &tile, &a) == MJ_STATUS_OK, "best");
    sichuan_patterns(&a, patterns, sizeof patterns);
    CHECK(tile == 1 && a.fan == 2 && strcmp(patterns, "pinghu,qingyise") == 0,
          "X10 C best: %d %u %s", tile, a.fan, patterns);
    sichuan_hand("123m456s56p789m11s", NULL, ids, &len, melds, &meld_count);
    CHECK(mj_sichuan_waits(sc, ids, len, NULL, 0, &mask) == MJ_STATUS_OK && mask == 0 &&
              mj_sichuan_best_ready_hand(sc, ids, len, NULL, 0, &tile, &a) == MJ_STATUS_OK &&
              tile == MJ_NO_TILE && a.win == 0,
          "three suits wait on nothing");

    const char *name = NULL;
    CHECK(mj_sichuan_pattern_chinese_name(MJ_SICHUAN_PATTERN_LONGQIDUI, &name) == MJ_STATUS_OK &&
              strcmp(name, "龙七对") == 0,
          "龙七对");
    CHECK(mj_sichuan_pattern_english_name(MJ_SICHUAN_PATTERN_QINGYISE, &name) == MJ_STATUS_OK &&
              strcmp(name, "one suit") == 0,
          "one suit");
    expect_error("pattern 18", mj_sichuan_pattern_id_name(18, &name), MJ_STATUS_INVALID_ARGUMENT,
                 "`id` = 18", NULL);

    /* The generic checks know 缺一门; an AI at the host's own table knows its void. */
    bool win = true;
    sichuan_hand("123m456m789p123s55s", NULL, ids, &len, melds, &meld_count);
    CHECK(mj_is_win(sc, ids, len, NULL, 0, &win) == MJ_STATUS_OK && !win, "mj_is_win: 缺一门");
    CHECK(mj_is_win(cs, ids, len, NULL, 0, &win) == MJ_STATUS_OK && win, "mj_is_win on changsha");
    MjAi *own = NULL;
    CHECK(mj_ai_new(MJ_DIFFICULTY_EXPERT, 1, sc, &own) == MJ_STATUS_OK, "ai");
    CHECK(mj_ai_set_void(own, 2) == MJ_STATUS_OK, "void 筒");
    sichuan_hand("1234567m19p23456s", NULL, ids, &len, melds, &meld_count);
    size_t pick = 99;
    CHECK(mj_ai_decide_discard(own, ids, len, NULL, 0, &pick) == MJ_STATUS_OK && pick < len &&
              ids[pick] >= 18 && ids[pick] < 27,
          "the void suit goes first");
    bool yes = true;
    sichuan_hand("11p2345m", NULL, ids, &len, melds, &meld_count);
    CHECK(mj_ai_should_peng(own, ids, len, 18, MJ_DIFFICULTY_MEDIUM, &yes) == MJ_STATUS_OK && !yes,
          "no 碰 of the void");
    expect_error("void 3", mj_ai_set_void(own, 3), MJ_STATUS_INVALID_ARGUMENT, "`suit` = 3", NULL);
    mj_ai_free(own);

    /* Bad input: a status and a message, the outputs untouched. */
    MjSichuanAnalysis untouched = {0};
    untouched.fan = 77;
    a = untouched;
    sichuan_hand("11122233344455m", NULL, ids, &len, melds, &meld_count);
    expect_error("changsha rules", mj_sichuan_analyze(cs, ids, len, NULL, 0, NULL, &a),
                 MJ_STATUS_INVALID_ARGUMENT, "not 四川麻将", NULL);
    expect_error("NULL rules", mj_sichuan_analyze(NULL, ids, len, NULL, 0, NULL, &a),
                 MJ_STATUS_NULL_POINTER, "rules", NULL);
    expect_error("NULL out", mj_sichuan_analyze(sc, ids, len, NULL, 0, NULL, NULL),
                 MJ_STATUS_NULL_POINTER, "out", NULL);
    expect_error("13 tiles", mj_sichuan_analyze(sc, ids, 13, NULL, 0, NULL, &a),
                 MJ_STATUS_WRONG_HAND_SIZE, "3n+2", NULL);
    expect_error("NULL tiles", mj_sichuan_analyze(sc, NULL, 14, NULL, 0, NULL, &a),
                 MJ_STATUS_NULL_POINTER, "tiles", NULL);
    MjSichuanContext robbed = {0};
    robbed.self_draw = 1;
    robbed.robbed_kong = 1;
    expect_error("robbed own kong", mj_sichuan_analyze(sc, ids, len, NULL, 0, &robbed, &a),
                 MJ_STATUS_INVALID_ARGUMENT, "抢杠胡", NULL);
    MjSichuanContext flag2 = {0};
    flag2.last_tile = 2;
    expect_error("flag 2", mj_sichuan_analyze(sc, ids, len, NULL, 0, &flag2, &a),
                 MJ_STATUS_INVALID_ARGUMENT, "`ctx.last_tile` = 2", NULL);
    CHECK(a.fan == 77 && a.win == 0, "out untouched on refusals");
    tile = 99;
    expect_error("best of 14", mj_sichuan_best_ready_hand(sc, ids, len, NULL, 0, &tile, &a),
                 MJ_STATUS_WRONG_HAND_SIZE, "3n+1", NULL);
    CHECK(tile == 99, "out_tile untouched");
    mj_rules_free(cs);
    mj_rules_free(sc);
}

/* 四川 血战 hands played by HARD AIs through mj_game_*: 换三张 and 定缺 with every seat
   pending at once, wins that do not end the hand, each WON followed by its WIN_FAN, and
   the payment lines (wins, kongs, 查花猪/查大叫/退税 …) summing to zero and to the
   result. Then bad input in the exchange: a second suit, 定缺 out of phase or of suit 3,
   a discard — each refused with its status and message, the game unchanged. */
static void check_sichuan_games(void) {
    MjRules *rules = mj_rules_new_sichuan();
    MjAi *ai = NULL;
    CHECK(mj_ai_new(MJ_DIFFICULTY_HARD, 5, rules, &ai) == MJ_STATUS_OK, "ai");
    int wins = 0, fans = 0, lines_seen = 0, end_lines = 0;
    for (uint64_t seed = 0; seed < 8; seed++) {
        MjGame *game = NULL;
        CHECK(mj_game_new(rules, seed, (int32_t)(seed % 4), &game) == MJ_STATUS_OK, "game");
        MjGameState state;
        mj_game_state(game, &state);
        CHECK(state.phase == MJ_PHASE_EXCHANGE && state.pending == 0xF,
              "seed %" PRIu64 ": every seat exchanges at once", seed);
        int phases = 0;
        for (; state.next_seat != MJ_NONE; mj_game_state(game, &state)) {
            phases |= state.phase == MJ_PHASE_DING_QUE ? 1 : 0;
            MjAction action;
            CHECK(mj_game_ai_action(game, state.next_seat, ai, &action) == MJ_STATUS_OK &&
                      mj_game_apply(game, state.next_seat, &action) == MJ_STATUS_OK,
                  "seed %" PRIu64 ": play", seed);
        }
        CHECK(phases == 1, "seed %" PRIu64 ": 定缺 came", seed);
        MjEvent events[1024];
        size_t n = 0;
        CHECK(mj_game_events(game, events, 1024, &n) == MJ_STATUS_OK, "events");
        int won[4] = {0, 0, 0, 0};
        uint8_t voids[4] = {MJ_NONE, MJ_NONE, MJ_NONE, MJ_NONE};
        for (size_t i = 0; i < n; i++) {
            if (events[i].kind == MJ_EVENT_KIND_VOIDS_DECLARED) memcpy(voids, events[i].tiles, 4);
            if (events[i].kind != MJ_EVENT_KIND_WON) continue;
            won[events[i].seat]++;
            wins++;
            CHECK(i + 1 < n && events[i + 1].kind == MJ_EVENT_KIND_WIN_FAN &&
                      events[i + 1].seat == events[i].seat && events[i + 1].big_hands != 0,
                  "seed %" PRIu64 ": WON then WIN_FAN", seed);
            fans += i + 1 < n && events[i + 1].kind == MJ_EVENT_KIND_WIN_FAN;
        }
        for (int32_t s = 0; s < 4; s++) {
            MjSichuanSeat st;
            CHECK(mj_game_sichuan_seat(game, s, &st) == MJ_STATUS_OK && st.void_suit == voids[s] &&
                      st.wins == won[s] && st.left == (won[s] > 0),
                  "seed %" PRIu64 ": seat %d standing", seed, s);
        }
        MjPayment lines[256];
        size_t count = 0;
        CHECK(mj_game_payments(game, lines, 256, &count) == MJ_STATUS_OK, "payments");
        int32_t totals[4] = {0, 0, 0, 0};
        for (size_t i = 0; i < count; i++) {
            totals[lines[i].from] -= lines[i].points;
            totals[lines[i].to] += lines[i].points;
            end_lines += lines[i].reason >= MJ_PAYMENT_REASON_HUA_ZHU &&
                         lines[i].reason <= MJ_PAYMENT_REASON_TAX_REFUND;
        }
        lines_seen += (int)count;
        MjGameResult result;
        mj_game_result(game, &result);
        CHECK(result.finished && memcmp(totals, result.deltas.points, sizeof totals) == 0 &&
                  totals[0] + totals[1] + totals[2] + totals[3] == 0,
              "seed %" PRIu64 ": the lines are the result, zero-sum", seed);
        mj_game_free(game);
    }
    CHECK(wins > 8 && fans == wins && lines_seen > wins, "wins %d, fans %d, lines %d", wins,
          fans, lines_seen);
    printf("C: 四川 8 hands, %d wins, %d payment lines (%d end-of-hand)\n", wins, lines_seen,
           end_lines);

    MjGame *game = NULL;
    CHECK(mj_game_new(rules, 3, 0, &game) == MJ_STATUS_OK, "game");
    uint8_t hand[14];
    size_t len = 0;
    mj_game_hand(game, 0, hand, 14, &len);
    size_t other = 0;
    while (other < len && hand[other] / 9 == hand[0] / 9) other++;
    CHECK(other < len, "a hand of two suits at least");
    MjAction pick = {MJ_ACTION_KIND_EXCHANGE, hand[0]};
    CHECK(mj_game_apply(game, 0, &pick) == MJ_STATUS_OK, "exchange %u", hand[0]);
    MjEvent drained[64];
    size_t n = 0;
    mj_game_events(game, drained, 64, &n);
    MjGameState before, after;
    mj_game_state(game, &before);
    struct {
        const char *what;
        int32_t seat;
        MjAction action;
        MjStatus status;
        const char *fragment;
    } bad[] = {
        {"exchange of a second suit", 0, {MJ_ACTION_KIND_EXCHANGE, hand[other]},
         MJ_STATUS_ILLEGAL_ACTION, "not legal"},
        {"定缺 in the exchange", 1, {MJ_ACTION_KIND_DING_QUE, 1}, MJ_STATUS_ILLEGAL_ACTION,
         "not legal"},
        {"定缺 of suit 3", 1, {MJ_ACTION_KIND_DING_QUE, 3}, MJ_STATUS_INVALID_ARGUMENT,
         "ding_que suit = 3"},
        {"discard in the exchange", 0, {MJ_ACTION_KIND_DISCARD, hand[other]},
         MJ_STATUS_ILLEGAL_ACTION, "not legal"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        expect_error(bad[i].what, mj_game_apply(game, bad[i].seat, &bad[i].action),
                     bad[i].status, bad[i].fragment, NULL);
        mj_game_state(game, &after);
        CHECK(after.phase == before.phase && after.pending == before.pending &&
                  after.next_seat == before.next_seat &&
                  memcmp(after.scores.points, before.scores.points, sizeof after.scores) == 0,
              "%s: the game unchanged", bad[i].what);
        CHECK(mj_game_events(game, drained, 64, &n) == MJ_STATUS_OK && n == 0,
              "%s: no event", bad[i].what);
    }
    MjSichuanSeat st;
    expect_error("seat 4", mj_game_sichuan_seat(game, 4, &st), MJ_STATUS_INVALID_ARGUMENT,
                 "`seat` = 4", NULL);
    mj_game_free(game);
    mj_ai_free(ai);
    mj_rules_free(rules);
}

/* A value's lines as "中文×count …" (empty for none). */
static void value_names(const MjValueLine *lines, size_t n, char *out, size_t cap) {
    out[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        char one[128];
        snprintf(one, sizeof one, "%s%s\xc3\x97%" PRIu32, i > 0 ? " " : "",
                 (const char *)lines[i].chinese, lines[i].count);
        strncat(out, one, cap - strlen(out) - 1);
    }
}

/* The lines' value × count summed: what the total must be. */
static uint32_t lines_sum(const MjValueLine *lines, size_t n) {
    uint32_t sum = 0;
    for (size_t i = 0; i < n; i++) sum += lines[i].value * lines[i].count;
    return sum;
}

/* mj_hand_value of a hand in notation under `rules` into `v` and `lines` (room for 16). */
static MjStatus hand_value(const MjRules *rules, const char *tiles, const char *melds,
                           const char *context, MjHandValue *v, MjValueLine *lines, size_t *n) {
    uint8_t ids[14];
    MjMeld m[4];
    size_t len = 0, meld_count = 0;
    sichuan_hand(tiles, melds, ids, &len, m, &meld_count);
    return mj_hand_value(rules, ids, len, m, meld_count, context, v, lines, 16, n);
}

/* What a hand is worth, one shape for every preset: the mcr preset's worked hand (its fans
   with 中文 and English names, value, count, flowers), the minimum, the buffer convention,
   waits with their values; a 长沙 big hand in units, a 四川 pattern with a count, a flat
   table's winning shape; refusals with their messages and the outputs untouched; then HARD
   mcr hands whose wins carry their value (mj_game_win_value). */
static void check_values(void) {
    MjRules *mcr = NULL;
    CHECK(mj_rules_new_by_name("mcr", &mcr) == MJ_STATUS_OK, "mcr by name");
    MjHandValue v;
    MjValueLine lines[16];
    size_t n = 0;
    char names[512];
    CHECK(hand_value(mcr, "678m123p44477z", "peng:7s", "win:7m seat:S round:W flowers:3", &v,
                     lines, &n) == MJ_STATUS_OK,
          "mcr value");
    value_names(lines, n, names, sizeof names);
    CHECK(v.unit == 2 && v.win == 1 && v.total == 11 && v.toward_minimum == 8 &&
              v.meets_minimum == 1 && v.shanten == 0 && lines_sum(lines, n) == v.total,
          "mcr value: %" PRIu32 " %" PRIu32, v.total, v.toward_minimum);
    CHECK(strcmp(names, "五门齐×1 幺九刻×1 独听・嵌张×1 花牌×3") == 0, "mcr fans: %s", names);
    CHECK(n == 4 && strcmp((const char *)lines[0].id, "all_types") == 0 &&
              strcmp((const char *)lines[0].english, "All Types") == 0 && lines[0].value == 6 &&
              strcmp((const char *)lines[3].id, "flower_tiles") == 0,
          "a line's names");
    /* Too small a buffer: the size needed, and nothing written. */
    uint8_t ids[14];
    MjMeld m[4];
    size_t len = 0, meld_count = 0;
    sichuan_hand("678m123p44477z", "peng:7s", ids, &len, m, &meld_count);
    MjHandValue untouched = {.total = 777};
    size_t needed = 0;
    CHECK(mj_hand_value(mcr, ids, len, m, meld_count, "win:7m flowers:3", &untouched, lines, 1,
                        &needed) == MJ_STATUS_BUFFER_TOO_SMALL &&
              needed == 4 && untouched.total == 777,
          "buffer too small: %zu needed", needed);
    CHECK(hand_value(mcr, "123m456m789p234s55p", NULL, NULL, &v, lines, &n) == MJ_STATUS_OK &&
              v.win == 1 && v.meets_minimum == 0 && v.total == 6,
          "under the minimum");
    CHECK(hand_value(mcr, "123m456m147p234s19p", NULL, "", &v, lines, &n) == MJ_STATUS_OK &&
              v.win == 0 && n == 0 && v.shanten == 1,
          "no shape: shanten %d", v.shanten);
    MjValuedWait waits[34];
    sichuan_hand("1112345678999m", NULL, ids, &len, m, &meld_count);
    CHECK(mj_valued_waits(mcr, ids, len, NULL, 0, "win:1m self_drawn flowers:1", waits, 34, &n) ==
              MJ_STATUS_OK,
          "九莲宝灯 waits");
    const uint32_t totals[9] = {108, 94, 91, 91, 93, 91, 91, 94, 108};
    int gates = n == 9;
    for (size_t i = 0; gates && i < n; i++)
        gates = waits[i].tile == i && waits[i].value.total == totals[i] &&
                waits[i].value.win == 1 && waits[i].value.meets_minimum == 1;
    CHECK(gates, "九莲宝灯 waits: %zu", n);
    untouched.total = 777;
    expect_error("和绝张 holding a copy",
                 hand_value(mcr, "11122233344455m", NULL, "win:5m last_copy", &untouched, lines,
                            &n),
                 MJ_STATUS_INVALID_ARGUMENT, "和绝张", NULL);
    expect_error("an unknown word",
                 hand_value(mcr, "11122233344455m", NULL, "tsumo", &untouched, lines, &n),
                 MJ_STATUS_PARSE_ERROR, "tsumo", NULL);
    CHECK(untouched.total == 777, "a refusal leaves the value untouched");
    sichuan_hand("11122233344455m", NULL, ids, &len, m, &meld_count);
    expect_error("3n+2 waits", mj_valued_waits(mcr, ids, len, NULL, 0, NULL, waits, 34, &n),
                 MJ_STATUS_WRONG_HAND_SIZE, "3n+1", NULL);

    MjRules *cs = mj_rules_new_changsha();
    CHECK(hand_value(cs, "22m55m88m22s55s88s22p", NULL, NULL, &v, lines, &n) == MJ_STATUS_OK &&
              v.unit == 1 && v.total == 2 && n == 2 &&
              strcmp((const char *)lines[0].id, "jiangjianghu") == 0 &&
              strcmp((const char *)lines[0].chinese, "将将胡") == 0 && lines[0].value == 1 &&
              strcmp((const char *)lines[1].id, "qixiaodui") == 0,
          "长沙 big hands in units");
    MjRules *sc = mj_rules_new_sichuan();
    CHECK(hand_value(sc, "11112222333344m", NULL, "self_drawn", &v, lines, &n) == MJ_STATUS_OK,
          "四川 value");
    value_names(lines, n, names, sizeof names);
    CHECK(v.unit == 2 && v.win == 1 && v.total == 3 + 2 + 2 &&
              strcmp(names, "龙七对×1 清一色×1 根×2") == 0,
          "四川 patterns with a count: %s", names);
    CHECK(hand_value(sc, "123m456s789p23455m", NULL, NULL, &v, lines, &n) == MJ_STATUS_OK &&
              v.win == 0,
          "四川 缺一门");
    MjRules *zz = mj_rules_new_zhuanzhuan();
    CHECK(hand_value(zz, "11m22m33m44s55s66p77p", NULL, NULL, &v, lines, &n) == MJ_STATUS_OK &&
              v.unit == 0 && v.total == 0 && n == 1 &&
              strcmp((const char *)lines[0].id, "seven_pairs") == 0 &&
              strcmp((const char *)lines[0].chinese, "七小对") == 0,
          "a flat table's shape");

    MjAi *ai = NULL;
    CHECK(mj_ai_new(MJ_DIFFICULTY_HARD, 9, mcr, &ai) == MJ_STATUS_OK, "ai");
    int wins = 0;
    for (uint64_t seed = 0; seed < 3; seed++) {
        MjGame *game = NULL;
        CHECK(mj_game_new(mcr, seed, (int32_t)(seed % 4), &game) == MJ_STATUS_OK, "game");
        MjGameState state;
        for (mj_game_state(game, &state); state.next_seat != MJ_NONE; mj_game_state(game, &state)) {
            MjAction action;
            CHECK(mj_game_ai_action(game, state.next_seat, ai, &action) == MJ_STATUS_OK &&
                      mj_game_apply(game, state.next_seat, &action) == MJ_STATUS_OK,
                  "seed %" PRIu64 ": play", seed);
        }
        MjEvent events[1024];
        size_t count = 0;
        CHECK(mj_game_events(game, events, 1024, &count) == MJ_STATUS_OK, "events");
        uint32_t won = 0;
        for (size_t i = 0; i < count; i++)
            if (events[i].kind == MJ_EVENT_KIND_WON) won = events[i].count;
        MjWin list[4];
        size_t win_count = 0;
        CHECK(mj_game_wins(game, list, 4, &win_count) == MJ_STATUS_OK, "wins");
        for (size_t i = 0; i < win_count; i++) {
            wins++;
            CHECK(mj_game_win_value(game, i, &v, lines, 16, &n) == MJ_STATUS_OK && v.unit == 2 &&
                      v.total == won && lines_sum(lines, n) == v.total && v.meets_minimum == 1,
                  "seed %" PRIu64 ": the win's value %" PRIu32 ", WON %" PRIu32, seed, v.total,
                  won);
        }
        expect_error("no such win", mj_game_win_value(game, 9, &v, lines, 16, &n),
                     MJ_STATUS_INVALID_ARGUMENT, "win(s)", NULL);
        mj_game_free(game);
    }
    CHECK(wins > 0, "mcr hands with wins: %d", wins);
    mj_ai_free(ai);
    mj_rules_free(zz);
    mj_rules_free(sc);
    mj_rules_free(cs);
    mj_rules_free(mcr);
}

/* The tutorial's seatless AI: one MjAi for every seat, never naming a seat, asked only
 * the tutorial's calls (mj_ai_decide_discard on a turn; mj_ai_should_gang, _peng, _chi on
 * another's discard) answers as one fresh MjAi per seat, at every level, over whole seeded
 * Changsha hands: every answer of the two runs equal, none refused. Writes the
 * transcript (one number per answer) into log; returns its length. */
static size_t play_seatless(const MjRules *rules, int32_t difficulty, uint64_t seed, int shared,
                            int *log, size_t cap) {
    MjAi *ai[4] = {NULL, NULL, NULL, NULL};
    for (int s = 0; s < (shared ? 1 : 4); s++)
        CHECK(mj_ai_new(difficulty, seed, rules, &ai[s]) == MJ_STATUS_OK, "seatless ai");
    MjGame *game = NULL;
    CHECK(mj_game_new(rules, seed, (int32_t)(seed % 4), &game) == MJ_STATUS_OK, "seatless game");
    size_t n = 0;
    MjGameState st;
    while (mj_game_state(game, &st) == MJ_STATUS_OK && st.next_seat != MJ_NONE && n + 8 < cap) {
        int seat = st.next_seat;
        MjAi *me = ai[shared ? 0 : seat];
        MjAction legal[64];
        size_t nl = 0;
        CHECK(mj_game_legal_actions(game, seat, legal, 64, &nl) == MJ_STATUS_OK && nl > 0, "legal");
        uint8_t hand[14];
        MjMeld melds[4];
        size_t nh = 0, nm = 0;
        CHECK(mj_game_hand(game, seat, hand, 14, &nh) == MJ_STATUS_OK, "hand");
        CHECK(mj_game_melds(game, seat, melds, 4, &nm) == MJ_STATUS_OK, "melds");
        MjAction act = legal[0];
        int chosen = 0;
        for (size_t i = 0; i < nl && !chosen; i++)
            if (legal[i].kind == MJ_ACTION_KIND_HU) act = legal[i], chosen = 1;
        if (!chosen && st.phase == MJ_PHASE_TURN) {
            size_t index = 0;
            MjStatus s = mj_ai_decide_discard(me, hand, nh, melds, nm, &index);
            CHECK(s == MJ_STATUS_OK, "seatless decide_discard: %s", mj_status_name(s));
            log[n++] = (int)index;
            for (size_t i = 0; i < nl && !chosen; i++)
                if (legal[i].kind == MJ_ACTION_KIND_DISCARD && legal[i].tile == hand[index])
                    act = legal[i], chosen = 1;
        } else if (!chosen && st.phase == MJ_PHASE_CLAIM) {
            uint8_t tile = st.tiles[0];
            MjStatus (*ask[3])(MjAi *, const uint8_t *, size_t, uint8_t, int32_t, bool *) = {
                mj_ai_should_gang, mj_ai_should_peng, mj_ai_should_chi};
            int kinds[3] = {MJ_ACTION_KIND_GANG, MJ_ACTION_KIND_PENG, MJ_ACTION_KIND_CHI};
            for (int q = 0; q < 3 && !chosen; q++) {
                size_t at = nl;
                for (size_t i = 0; i < nl; i++)
                    if (legal[i].kind == kinds[q] && at == nl) at = i;
                if (at == nl) continue;
                bool yes = false;
                MjStatus s = ask[q](me, hand, nh, tile, difficulty, &yes);
                CHECK(s == MJ_STATUS_OK, "seatless claim: %s", mj_status_name(s));
                log[n++] = 10 + q * 2 + yes;
                if (yes) act = legal[at], chosen = 1;
            }
            if (!chosen) act.kind = MJ_ACTION_KIND_PASS, act.tile = 0;
        }
        CHECK(mj_game_apply(game, seat, &act) == MJ_STATUS_OK, "seatless apply");
        log[n++] = 100 + act.kind * 64 + act.tile;
    }
    mj_game_free(game);
    for (int s = 0; s < 4; s++) mj_ai_free(ai[s]);
    return n;
}

static void check_seatless_tutorial_ai(void) {
    MjRules *rules = mj_rules_new_changsha();
    static int a[4096], b[4096];
    for (int32_t d = 0; d < 4; d++) {
        for (uint64_t seed = 1; seed <= (d == 3 ? 2u : 4u); seed++) {
            size_t na = play_seatless(rules, d, seed, 1, a, 4096);
            size_t nb = play_seatless(rules, d, seed, 0, b, 4096);
            size_t i = 0;
            while (i < na && i < nb && a[i] == b[i]) i++;
            CHECK(na == nb && i == na && na > 40,
                  "seatless difficulty %d seed %" PRIu64 ": answer %zu of %zu/%zu differs", d, seed,
                  i, na, nb);
        }
    }
    mj_rules_free(rules);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s tests/ffi\n", argv[0]);
        return 2;
    }
    CHECK(mj_abi_version() == MJ_ABI_VERSION, "ABI version %u, header %u", mj_abi_version(),
          MJ_ABI_VERSION);
    CHECK(strlen(mj_version()) > 0, "version string");
    mj_warm_up();
    int cases = for_each_line(argv[1], "cases.txt", check_case);
    int analysis = for_each_line(argv[1], "analysis.txt", check_analysis);
    int games = for_each_line(argv[1], "games.txt", check_game);
    CHECK(cases > 100 && analysis > 50 && games >= 6, "lines read: %d, %d, %d", cases, analysis,
          games);
    check_bad_input();
    check_options();
    check_bad_game_input();
    check_seatless_tutorial_ai();
    check_flat_presets();
    check_sichuan();
    check_sichuan_games();
    check_values();
    printf("C: %d cases; %d passed, %d failed\n", cases + analysis + games, passed, failed);
    return failed == 0 ? 0 : 1;
}
