import io.majiang.Ai;
import io.majiang.Majiang;
import io.majiang.Rules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An AI seat over the table's protocol: it knows only what the table sends it and decides with
 * the library's AI questions (decideDiscard, shouldPeng, shouldGang) on its own hand.
 */
public final class AiClient {
    /** The seat the table gave it. */
    public int seat = -1;
    /** Every line the table sent, in order. */
    public final List<String> lines = new ArrayList<>();
    /** Each hand's deltas as the table reported them. */
    public final List<String> results = new ArrayList<>();
    /** The error lines received. */
    public final List<String> refusals = new ArrayList<>();
    /** Makes the first discard an illegal one, which the table must refuse. */
    public boolean cheat;

    private Ai ai;
    private List<Integer> hand = List.of();
    private final List<Majiang.Meld> melds = new ArrayList<>();

    static List<Integer> numbers(String text) {
        List<Integer> out = new ArrayList<>();
        if (!text.equals("-") && !text.equals("?")) {
            for (String f : text.split(",")) {
                out.add(Integer.parseInt(f));
            }
        }
        return out;
    }

    /**
     * Plays at the table on 127.0.0.1:port until it says bye.
     *
     * @param port the table's port
     * @param seed the AI's seed
     * @throws IOException when the table closes without bye
     */
    public void run(int port, long seed) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(30_000);
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            PrintWriter out = new PrintWriter(socket.getOutputStream(), true, StandardCharsets.UTF_8);
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines.add(line);
                String[] f = line.split(" ");
                switch (f[0]) {
                    case "welcome":
                        seat = Integer.parseInt(f[1]);
                        try (Rules rules = Rules.byName(f[2])) {
                            ai = new Ai(Majiang.Difficulty.HARD, seed, rules);
                        }
                        break;
                    case "hand":
                        hand = numbers(f[2]);
                        break;
                    case "melds":
                        melds.clear();
                        if (!f[1].equals("-")) {
                            for (String m : f[1].split(",")) {
                                String[] kt = m.split(":");
                                melds.add(new Majiang.Meld(Majiang.MeldKind.valueOf(kt[0]), Integer.parseInt(kt[1])));
                            }
                        }
                        break;
                    case "ask":
                        out.print("act " + choose(Arrays.copyOfRange(f, 1, f.length)) + "\n");
                        out.flush();
                        break;
                    case "error":
                        refusals.add(line);
                        break;
                    case "result":
                        results.add(f[1]);
                        break;
                    case "bye":
                        ai.close();
                        return;
                    default:
                        break;
                }
            }
        }
        throw new IOException("seat " + seat + ": the table closed without bye");
    }

    /** One of the legal actions ("KIND:TILE") as "KIND TILE". */
    private String choose(String[] legal) {
        Map<String, String> first = new LinkedHashMap<>();
        Set<String> has = new HashSet<>(Arrays.asList(legal));
        for (String a : legal) {
            String[] kt = a.split(":");
            first.putIfAbsent(kt[0], kt[1]);
        }
        if (first.containsKey("HU")) {
            return "HU " + first.get("HU");
        }
        if (first.containsKey("DISCARD")) {
            if (cheat) {
                cheat = false;
                for (int t = 0; t < Majiang.KINDS; t++) {
                    if (!has.contains("DISCARD:" + t)) {
                        return "DISCARD " + t;
                    }
                }
            }
            try {
                int i = ai.decideDiscard(hand, melds);
                if (has.contains("DISCARD:" + hand.get(i))) {
                    return "DISCARD " + hand.get(i);
                }
            } catch (RuntimeException e) {
                // A hand the tutorial's question does not take (a 四川 void to clear): the first legal discard.
            }
            return "DISCARD " + first.get("DISCARD");
        }
        try {
            if (first.containsKey("GANG") && ai.shouldGang(hand, Integer.parseInt(first.get("GANG")))) {
                return "GANG " + first.get("GANG");
            }
            if (first.containsKey("PENG") && ai.shouldPeng(hand, Integer.parseInt(first.get("PENG")))) {
                return "PENG " + first.get("PENG");
            }
        } catch (RuntimeException e) {
            // Not a hand the claim questions take: pass.
        }
        if (first.containsKey("PASS")) {
            return "PASS " + first.get("PASS");
        }
        String[] kt = legal[0].split(":");
        return kt[0] + " " + kt[1];
    }
}
