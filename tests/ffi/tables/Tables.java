import io.majiang.Ai;
import io.majiang.Game;
import io.majiang.Majiang;
import io.majiang.Rules;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The 四川 and 红中 tables of tables.c through the Java binding, printing the same lines:
 * "PRESET SEED: D0,D1,D2,D3 winners W actions N".
 */
public final class Tables {
    private Tables() {}

    /**
     * Plays every table.
     *
     * @param args none
     */
    public static void main(String[] args) {
        for (String preset : new String[] {"sichuan", "hongzhong"}) {
            for (long seed = 0; seed < 8; seed++) {
                try (Rules rules = Rules.byName(preset);
                        Ai ai = new Ai(Majiang.Difficulty.HARD, 5, rules);
                        Game game = new Game(rules, seed, (int) (seed % 4))) {
                    int actions = 0;
                    for (Game.State s = game.state(); s.nextSeat() != Majiang.NO_SEAT; s = game.state()) {
                        game.apply(s.nextSeat(), game.aiAction(s.nextSeat(), ai));
                        actions++;
                    }
                    Game.Result r = game.result();
                    int[] d = r.deltas();
                    if (Arrays.stream(d).sum() != 0) {
                        System.err.println(preset + " " + seed + ": does not sum to zero");
                        System.exit(1);
                    }
                    String winners = r.winners().isEmpty() ? "-"
                            : r.winners().stream().map(String::valueOf).collect(Collectors.joining(","));
                    System.out.printf("%s %d: %d,%d,%d,%d winners %s actions %d%n", preset, seed, d[0], d[1], d[2], d[3],
                            winners, actions);
                }
            }
        }
    }
}
