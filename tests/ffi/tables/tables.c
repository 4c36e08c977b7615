/* tests/ffi/tables/tables.c: whole 四川 and 红中 tables played through the C API, one line per
 * hand; go/main.go and Tables.java play the same tables through the Go and Java bindings and must
 * print the same lines (crates/ffi/tests/consumers.rs, cargo xtask dist-check).
 *
 *     cc -std=c11 -I include tests/ffi/tables/tables.c -L lib -lmajiang -o tables && ./tables
 *
 * Each hand: rules PRESET, seed 0-7, dealer seed % 4, every seat played by one HARD AI of seed 5
 * (mj_game_ai_action). Line: "PRESET SEED: D0,D1,D2,D3 winners W actions N"; exits non-zero
 * on a refused call or a hand whose points do not sum to zero. */
#include "majiang.h"
#include <stdio.h>

static int play(const char *preset, uint64_t seed) {
    MjRules *rules = NULL;
    MjAi *ai = NULL;
    MjGame *game = NULL;
    if (mj_rules_new_by_name(preset, &rules) != MJ_STATUS_OK ||
        mj_ai_new(MJ_DIFFICULTY_HARD, 5, rules, &ai) != MJ_STATUS_OK ||
        mj_game_new(rules, seed, (int32_t)(seed % 4), &game) != MJ_STATUS_OK) {
        fprintf(stderr, "%s %llu: setup refused\n", preset, (unsigned long long)seed);
        return 1;
    }
    int actions = 0;
    MjGameState state;
    for (mj_game_state(game, &state); state.next_seat != MJ_NONE; mj_game_state(game, &state)) {
        MjAction action;
        if (mj_game_ai_action(game, state.next_seat, ai, &action) != MJ_STATUS_OK ||
            mj_game_apply(game, state.next_seat, &action) != MJ_STATUS_OK) {
            fprintf(stderr, "%s %llu: an action refused\n", preset, (unsigned long long)seed);
            return 1;
        }
        actions++;
    }
    MjGameResult r;
    mj_game_result(game, &r);
    const int32_t *d = r.deltas.points;
    printf("%s %llu: %d,%d,%d,%d winners ", preset, (unsigned long long)seed, d[0], d[1], d[2], d[3]);
    int any = 0;
    for (int s = 0; s < 4; s++) {
        if (r.winners >> s & 1) {
            printf(any++ ? ",%d" : "%d", s);
        }
    }
    printf("%s actions %d\n", any ? "" : "-", actions);
    mj_game_free(game);
    mj_ai_free(ai);
    mj_rules_free(rules);
    return d[0] + d[1] + d[2] + d[3] != 0;
}

int main(void) {
    int bad = 0;
    const char *presets[] = {"sichuan", "hongzhong"};
    for (int p = 0; p < 2; p++) {
        for (uint64_t seed = 0; seed < 8; seed++) {
            bad |= play(presets[p], seed);
        }
    }
    return bad;
}
