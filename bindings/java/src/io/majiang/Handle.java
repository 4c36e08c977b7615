package io.majiang;

import com.sun.jna.Pointer;
import java.lang.ref.Cleaner;
import java.lang.ref.Reference;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/** Owns a C handle: {@link #close()} frees it now, a Cleaner if it is never closed. */
abstract class Handle implements AutoCloseable {
    private static final Cleaner CLEANER = Cleaner.create();

    /** The pointer and its free function, apart from the object so the Cleaner can run it. */
    private static final class Owned implements Runnable {
        volatile Pointer ptr;
        final Consumer<Pointer> free;

        Owned(Pointer ptr, Consumer<Pointer> free) {
            this.ptr = ptr;
            this.free = free;
        }

        @Override
        public void run() {
            Pointer p = ptr;
            ptr = null;
            if (p != null) {
                free.accept(p);
            }
        }
    }

    private final Owned owned;
    private final Cleaner.Cleanable cleanable;
    private final String what;

    Handle(Pointer ptr, Consumer<Pointer> free, String what) {
        this.owned = new Owned(Majiang.nonNull(ptr), free);
        this.cleanable = CLEANER.register(this, owned);
        this.what = what;
    }

    /** The C pointer; a closed handle throws MajiangException(NULL_POINTER). */
    Pointer ptr() {
        Pointer p = owned.ptr;
        if (p == null) {
            throw new MajiangException(Majiang.Status.NULL_POINTER, what + ": closed");
        }
        return p;
    }

    /** Runs one call on the handle and checks its status. */
    void use(ToIntFunction<Pointer> call) {
        try {
            Majiang.check(call.applyAsInt(ptr()));
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Runs a computation on the handle. */
    <T> T with(Function<Pointer, T> call) {
        try {
            return call.apply(ptr());
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Frees the handle now; a second close does nothing. */
    @Override
    public void close() {
        cleanable.clean();
    }
}
