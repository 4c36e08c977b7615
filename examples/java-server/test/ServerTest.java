import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The table server's test, with the JDK alone: whole 四川 and 红中 hands through {@link Table}
 * with four {@link AiClient}s over TCP; checks zero-sum results, that every seat was told them,
 * that no line showed a seat another's concealed tiles, and that an illegal action was refused.
 * Bounded: two hands per preset, every wait under a timeout. Prints "N passed, M failed".
 */
public final class ServerTest {
    private static int passed;
    private static int failed;

    private static void check(boolean ok, String what) {
        if (ok) {
            passed++;
        } else {
            failed++;
            System.out.println("FAIL " + what);
        }
    }

    /** What is wrong with a line the table sent seat, or null. */
    static String leak(int seat, String line) {
        String[] f = line.split(" ");
        if (f.length != 7 || !f[0].equals("event")) {
            return null;
        }
        boolean own = Integer.parseInt(f[2]) == seat;
        boolean tileShown = !f[4].equals("?") && !f[4].equals("-1");
        boolean tilesShown = !f[6].equals("?") && !f[6].equals("-");
        switch (f[1]) {
            case "DREW":
            case "EXCHANGE_PICKED":
                return own == tileShown ? null : "a draw or pick shown to the wrong seats";
            case "EXCHANGED":
                return (own || Integer.parseInt(f[3]) == seat) == tilesShown ? null : "a pass shown to the wrong seats";
            case "MELDED":
                return f[5].equals("3") && !own && tileShown ? "another seat's concealed kong shown" : null;
            default:
                return null;
        }
    }

    private static void table(String preset, int hands, List<Integer> aiSeats) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(5);
        try {
            AtomicInteger port = new AtomicInteger();
            java.util.concurrent.CountDownLatch listening = new java.util.concurrent.CountDownLatch(1);
            Future<Table> opened = pool.submit(() -> Table.listen(0, preset, aiSeats, 7, p -> {
                port.set(p);
                listening.countDown();
            }));
            check(listening.await(10, TimeUnit.SECONDS), preset + ": the table listens");
            List<AiClient> clients = new ArrayList<>();
            List<Future<?>> running = new ArrayList<>();
            for (int i = 0; i < 4 - aiSeats.size(); i++) {
                AiClient c = new AiClient();
                c.cheat = i == 0;
                long seed = 100 + i;
                clients.add(c);
                running.add(pool.submit(() -> {
                    c.run(port.get(), seed);
                    return null;
                }));
            }
            List<Table.HandResult> results = new ArrayList<>();
            int refusals;
            try (Table table = opened.get(10, TimeUnit.SECONDS)) {
                int dealer = 0;
                for (int h = 0; h < hands; h++) {
                    Table.HandResult r = table.play(11 + h, dealer);
                    results.add(r);
                    dealer = r.nextDealer();
                }
                refusals = table.refusals;
            }
            for (Future<?> f : running) {
                f.get(30, TimeUnit.SECONDS);
            }
            for (Table.HandResult r : results) {
                check(Arrays.stream(r.deltas()).sum() == 0 && r.actions() > 0,
                        preset + ": zero-sum " + Arrays.toString(r.deltas()));
            }
            AiClient[] bySeat = new AiClient[4];
            for (AiClient c : clients) {
                bySeat[c.seat] = c;
            }
            long events = -1;
            for (int s = 0; s < 4; s++) {
                AiClient c = bySeat[s];
                if (aiSeats.contains(s)) {
                    continue;
                }
                check(c != null && c.results.size() == hands, preset + ": seat " + s + " told every result");
                for (int h = 0; h < hands; h++) {
                    check(c.results.get(h).equals(Table.tileList(Arrays.stream(results.get(h).deltas()).boxed().toList())),
                            preset + ": seat " + s + " hand " + h + " result");
                }
                List<Integer> last = results.get(hands - 1).hands().get(s);
                check(c.lines.contains("hand " + last.size() + " " + Table.tileList(last)), preset + ": seat " + s + " final hand");
                for (String line : c.lines) {
                    String wrong = leak(s, line);
                    check(wrong == null, preset + ": seat " + s + ": " + wrong + ": " + line);
                }
                long told = c.lines.stream().filter(l -> l.startsWith("event ")).count();
                check(events < 0 || told == events, preset + ": seat " + s + " told every event");
                events = told;
            }
            check(refusals >= 1 && !clients.get(0).refusals.isEmpty() && clients.get(0).refusals.get(0).startsWith("error ILLEGAL_ACTION "),
                    preset + ": the illegal discard refused");
            System.out.printf("java-server %s: %d hands played by %d AI clients and %d server AIs, deltas %s%n", preset,
                    hands, clients.size(), aiSeats.size(), Arrays.toString(results.get(0).deltas()));
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Runs the tests.
     *
     * @param args none
     * @throws Exception when a table fails
     */
    public static void main(String[] args) throws Exception {
        table("sichuan", 2, List.of());
        table("hongzhong", 2, List.of());
        table("zhuanzhuan", 1, List.of(1, 3));
        try {
            Table.listen(0, "sichuan-xl", List.of(), 1, p -> { });
            check(false, "an unknown preset refused");
        } catch (io.majiang.MajiangException e) {
            check(e.status() == io.majiang.Majiang.Status.INVALID_OPTION, "an unknown preset refused");
        }
        System.out.printf("%d passed, %d failed%n", passed, failed);
        System.exit(failed == 0 ? 0 : 1);
    }
}
