package io.majiang;

/** A refused call: the library's (or the binding's) status and message. */
public final class MajiangException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What kind of refusal it is. */
    private final Majiang.Status status;

    /** The explanation, naming the argument and value at fault. */
    private final String detail;

    /**
     * A refusal.
     *
     * @param status what kind of refusal it is
     * @param detail the explanation
     */
    public MajiangException(Majiang.Status status, String detail) {
        super(status + ": " + detail);
        this.status = status;
        this.detail = detail;
    }

    /**
     * What kind of refusal it is.
     *
     * @return {@code INVALID_TILE}, {@code ILLEGAL_ACTION}, ...
     */
    public Majiang.Status status() {
        return status;
    }

    /**
     * The library's explanation, without the status.
     *
     * @return the message
     */
    public String detail() {
        return detail;
    }
}
