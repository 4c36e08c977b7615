import io.majiang.Ai;
import io.majiang.Game;
import io.majiang.Majiang;
import io.majiang.MajiangException;
import io.majiang.Rules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.stream.Collectors;

/**
 * An authoritative mahjong table over plain TCP on 127.0.0.1: four seats, humans ({@code nc
 * 127.0.0.1 PORT}) or AIs, any preset. The engine's {@link Game} decides everything, validates
 * every action, and each seat is sent only what it may see. The protocol is the Go example's
 * (examples/go-server/protocol.go): one text line per message.
 *
 * <pre>
 * server to seat: welcome SEAT PRESET | hand N TILES | melds MELDS
 *                 | event KIND SEAT FROM TILE DETAIL TILES ("?" for a tile it may not see)
 *                 | ask KIND:TILE... | error STATUS MESSAGE | result D0,D1,D2,D3 WINNERS | bye
 * seat to server: act KIND TILE
 * </pre>
 */
public final class Table implements AutoCloseable {
    /** One player: a connection, or an AI the server plays itself. */
    private static final class Seat {
        Socket socket;
        BufferedReader in;
        PrintWriter out;
        Ai ai;

        void send(String line) {
            if (out != null) {
                out.print(line + "\n");
                out.flush();
            }
        }
    }

    /** How one hand ended. */
    public record HandResult(int[] deltas, List<Integer> winners, int nextDealer, int actions, List<List<Integer>> hands) {}

    private final String preset;
    private final Seat[] seats = new Seat[4];
    /** The actions the engine refused. */
    public int refusals;

    private Table(String preset) {
        this.preset = preset;
    }

    /**
     * Opens a table on 127.0.0.1 and waits for its connected seats (the seats of aiSeats are
     * the server's AIs; the others are the first connections, in seat order).
     *
     * @param port the port (0: any free port)
     * @param preset the rules' name
     * @param aiSeats the seats the server plays
     * @param seed the AIs' seed
     * @param ready told the port once listening
     * @return the table, every seat taken
     * @throws IOException when the network fails
     */
    public static Table listen(int port, String preset, List<Integer> aiSeats, long seed, IntConsumer ready)
            throws IOException {
        Table t = new Table(preset);
        try (Rules rules = Rules.byName(preset);
                ServerSocket server = new ServerSocket(port, 4, InetAddress.getLoopbackAddress())) {
            for (int s : aiSeats) {
                if (s < 0 || s > 3 || t.seats[s] != null) {
                    throw new IllegalArgumentException("AI seat " + s + ": not a free seat 0-3");
                }
                t.seats[s] = new Seat();
                t.seats[s].ai = new Ai(Majiang.Difficulty.HARD, seed + s, rules);
            }
            ready.accept(server.getLocalPort());
            for (int s = 0; s < 4; s++) {
                if (t.seats[s] != null) {
                    continue;
                }
                Seat seat = new Seat();
                seat.socket = server.accept();
                seat.socket.setSoTimeout(10_000);
                seat.in = new BufferedReader(new InputStreamReader(seat.socket.getInputStream(), StandardCharsets.UTF_8));
                seat.out = new PrintWriter(seat.socket.getOutputStream(), false, StandardCharsets.UTF_8);
                t.seats[s] = seat;
                seat.send("welcome " + s + " " + preset);
            }
        } catch (IOException | RuntimeException e) {
            t.close();
            throw e;
        }
        return t;
    }

    /** Says goodbye and closes every connection and AI. */
    @Override
    public void close() {
        for (Seat seat : seats) {
            if (seat == null) {
                continue;
            }
            seat.send("bye");
            if (seat.socket != null) {
                try {
                    seat.socket.close();
                } catch (IOException e) {
                    // Already gone: nothing to free.
                }
            }
            if (seat.ai != null) {
                seat.ai.close();
            }
        }
    }

    static String tileList(List<Integer> tiles) {
        return tiles.isEmpty() ? "-" : tiles.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    /** Whether seat may see the tiles of e: a draw and a 换三张 pick are the drawer's alone, a
     * 换三张 pass its two seats', a concealed kong its owner's. */
    static boolean sees(int seat, Game.Event e) {
        switch (e.kind()) {
            case DREW:
            case EXCHANGE_PICKED:
                return seat == e.seat();
            case EXCHANGED:
                return seat == e.seat() || seat == e.from();
            case MELDED:
                return seat == e.seat() || e.detail() != Majiang.MeldKind.AN_GANG.value;
            default:
                return true;
        }
    }

    /** The event as seat may see it. */
    static String eventLine(int seat, Game.Event e) {
        boolean shown = sees(seat, e);
        String tile = shown ? String.valueOf(e.tile()) : "?";
        String tiles = shown || e.tiles().isEmpty() ? tileList(e.tiles()) : "?";
        return String.format("event %s %d %d %s %d %s", e.kind(), e.seat(), e.from(), tile, e.detail(), tiles);
    }

    private void broadcast(Game game) {
        List<Game.Event> events = game.events();
        for (int s = 0; s < 4; s++) {
            Seat seat = seats[s];
            if (seat.out == null) {
                continue;
            }
            for (Game.Event e : events) {
                seat.send(eventLine(s, e));
            }
            List<Integer> hand = game.hand(s);
            seat.send("hand " + hand.size() + " " + tileList(hand));
            List<Majiang.Meld> melds = game.melds(s);
            seat.send("melds " + (melds.isEmpty() ? "-"
                    : melds.stream().map(m -> m.kind() + ":" + m.tile()).collect(Collectors.joining(","))));
        }
    }

    /** "act KIND TILE" as an action; null when it is not one. */
    static Game.Action parseAct(String line) {
        String[] f = line == null ? new String[0] : line.trim().split("\\s+");
        if (f.length != 3 || !f[0].equals("act")) {
            return null;
        }
        try {
            return new Game.Action(Majiang.ActionKind.valueOf(f[1]), Integer.parseInt(f[2]));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Asks a connected seat until the engine accepts its action. */
    private void answer(Game game, int s, List<Game.Action> legal) throws IOException {
        Seat seat = seats[s];
        String asked = legal.stream().map(a -> a.kind() + ":" + a.tile()).collect(Collectors.joining(" "));
        for (int tries = 0; tries < 20; tries++) {
            seat.send("ask " + asked);
            String line = seat.in.readLine();
            if (line == null) {
                throw new IOException("seat " + s + " left");
            }
            Game.Action action = parseAct(line);
            if (action == null) {
                refusals++;
                seat.send("error PARSE_ERROR expected `act KIND TILE`, got " + line);
                continue;
            }
            try {
                game.apply(s, action);
                return;
            } catch (MajiangException e) {
                refusals++;
                seat.send("error " + e.status() + " " + e.detail());
            }
        }
        throw new IOException("seat " + s + ": 20 refused actions in a row");
    }

    /**
     * Plays one hand to its end and sends every seat the result.
     *
     * @param seed the hand's seed
     * @param dealer the dealer
     * @return how it ended
     * @throws IOException when a seat leaves
     */
    public HandResult play(long seed, int dealer) throws IOException {
        try (Rules rules = Rules.byName(preset); Game game = new Game(rules, seed, dealer)) {
            int actions = 0;
            while (true) {
                broadcast(game);
                int s = game.state().nextSeat();
                if (s == Majiang.NO_SEAT) {
                    break;
                }
                if (++actions > 2000) {
                    throw new IllegalStateException("the hand did not end in 2000 actions");
                }
                if (seats[s].ai != null) {
                    game.apply(s, game.aiAction(s, seats[s].ai));
                } else {
                    answer(game, s, game.legalActions(s));
                }
            }
            Game.Result r = game.result();
            List<List<Integer>> hands = new ArrayList<>();
            for (int s = 0; s < 4; s++) {
                hands.add(game.hand(s));
            }
            String deltas = tileList(java.util.Arrays.stream(r.deltas()).boxed().collect(Collectors.toList()));
            for (Seat seat : seats) {
                seat.send("result " + deltas + " " + tileList(r.winners()));
            }
            return new HandResult(r.deltas(), r.winners(), r.nextDealer(), actions, hands);
        }
    }

    /**
     * Runs a table: {@code java Table PRESET HANDS PORT [AI_SEATS]}, e.g. {@code java Table
     * sichuan 2 7000 1,2,3}, then {@code nc 127.0.0.1 7000}.
     *
     * @param args preset, hands, port and the seats the server's AIs play
     * @throws IOException when the network fails
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: Table PRESET HANDS PORT [AI_SEATS, e.g. 1,2,3]");
            System.exit(2);
        }
        List<Integer> ais = new ArrayList<>();
        if (args.length > 3) {
            for (String s : args[3].split(",")) {
                ais.add(Integer.parseInt(s));
            }
        }
        try (Table table = listen(Integer.parseInt(args[2]), args[0], ais, 1,
                port -> System.out.println("table on 127.0.0.1:" + port))) {
            int dealer = 0;
            for (int h = 0; h < Integer.parseInt(args[1]); h++) {
                HandResult r = table.play(1 + h, dealer);
                System.out.println("hand " + (h + 1) + ": " + java.util.Arrays.toString(r.deltas()) + ", winners " + r.winners());
                dealer = r.nextDealer();
            }
        }
    }
}
