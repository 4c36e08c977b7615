/*
 * A C11 program using libmajiang the way a C game would: checks every case of
 * tests/ffi/cases.txt through the ABI, then bad input (status and message).
 *
 *   cc -std=c11 -Wall -Wextra -Werror -Iinclude tests/ffi/consumer.c -Lpath -lmajiang
 *   ./consumer tests/ffi/cases.txt
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
    size_t meld_count = 0;
    for (const char *p = f[3]; *p && *p != '-' && meld_count < 4;) {
        char *end;
        long kind = strtol(p, &end, 10);
        long tile = strtol(end + 1, &end, 10);
        melds[meld_count].kind = (uint8_t)kind;
        melds[meld_count].tile = (uint8_t)tile;
        meld_count++;
        p = (*end == ',') ? end + 1 : end;
    }

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
    CHECK(s == MJ_STATUS_OK && win == (atoi(f[4]) == 1), "line %d: win %d (status %d)", lineno,
          win, s);
    uint32_t targets = 0;
    s = mj_winning_targets(rules, tiles, len, melds, meld_count, &targets);
    CHECK(s == MJ_STATUS_OK && targets == (uint32_t)strtoul(f[5], NULL, 10),
          "line %d: targets %" PRIu32, lineno, targets);
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
    s = mj_rules_set_option(rules, 42, 1);
    expect_error("option 42", s, MJ_STATUS_INVALID_ARGUMENT, "`option` = 42", NULL);
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

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s tests/ffi/cases.txt\n", argv[0]);
        return 2;
    }
    CHECK(mj_abi_version() == MJ_ABI_VERSION, "ABI version %u, header %u", mj_abi_version(),
          MJ_ABI_VERSION);
    CHECK(strlen(mj_version()) > 0, "version string");
    mj_warm_up();
    FILE *cases = fopen(argv[1], "r");
    if (cases == NULL) {
        perror(argv[1]);
        return 2;
    }
    char line[512];
    int lineno = 0, count = 0;
    while (fgets(line, sizeof line, cases)) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n') continue;
        check_case(line, lineno);
        count++;
    }
    fclose(cases);
    CHECK(count > 100, "cases read: %d", count);
    check_bad_input();
    printf("C: %d cases; %d passed, %d failed\n", count, passed, failed);
    return failed == 0 ? 0 : 1;
}
