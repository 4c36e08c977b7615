package io.majiang;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.PointerByReference;
import java.util.Objects;

/**
 * A rule set (MjRules*): a preset ({@link #changsha()}, {@link #zhuanzhuan()}, {@link
 * #hongzhong()}, {@link #sichuan()}, ...) with its options.
 */
public final class Rules extends Handle {
    private Rules(Pointer ptr) {
        super(ptr, p -> Majiang.lib().mj_rules_free(p), "rules");
    }

    /**
     * The 长沙麻将 preset (the tutorial's rules).
     *
     * @return new rules
     */
    public static Rules changsha() {
        return new Rules(Majiang.lib().mj_rules_new_changsha());
    }

    /**
     * The standard preset.
     *
     * @return new rules
     */
    public static Rules standard() {
        return new Rules(Majiang.lib().mj_rules_new_standard());
    }

    /**
     * The preset the AIs were measured on.
     *
     * @return new rules
     */
    public static Rules evalV1() {
        return new Rules(Majiang.lib().mj_rules_new_eval_v1());
    }

    /**
     * The 转转麻将 preset.
     *
     * @return new rules
     */
    public static Rules zhuanzhuan() {
        return new Rules(Majiang.lib().mj_rules_new_zhuanzhuan());
    }

    /**
     * The 红中麻将 preset (red dragons wild).
     *
     * @return new rules
     */
    public static Rules hongzhong() {
        return new Rules(Majiang.lib().mj_rules_new_hongzhong());
    }

    /**
     * The 四川 血战到底 preset.
     *
     * @return new rules
     */
    public static Rules sichuan() {
        return new Rules(Majiang.lib().mj_rules_new_sichuan());
    }

    /**
     * A preset by name: "changsha", "standard", "eval-v1", "zhuanzhuan", "hongzhong", "sichuan".
     *
     * @param name the preset's name
     * @return new rules
     */
    public static Rules byName(String name) {
        Objects.requireNonNull(name, "name");
        PointerByReference out = new PointerByReference();
        Majiang.check(Majiang.lib().mj_rules_new_by_name(name, out));
        return new Rules(out.getValue());
    }

    /**
     * An independent copy.
     *
     * @return new rules
     */
    public Rules copy() {
        PointerByReference out = new PointerByReference();
        use(p -> Majiang.lib().mj_rules_clone(p, out));
        return new Rules(out.getValue());
    }

    /**
     * Sets an option (one its family lacks is refused with INVALID_OPTION).
     *
     * @param option the option
     * @param value its value
     * @return these rules
     */
    public Rules set(Majiang.RuleOption option, int value) {
        int id = Objects.requireNonNull(option, "option").value;
        use(p -> Majiang.lib().mj_rules_set_option(p, id, value));
        return this;
    }

    /**
     * Reads an option.
     *
     * @param option the option
     * @return its value
     */
    public int get(Majiang.RuleOption option) {
        int id = Objects.requireNonNull(option, "option").value;
        IntByReference out = new IntByReference();
        use(p -> Majiang.lib().mj_rules_get_option(p, id, out));
        return out.getValue();
    }

    /**
     * The wild tile's id.
     *
     * @return the id, or {@link Majiang#NO_TILE}
     */
    public int wildcard() {
        IntByReference out = new IntByReference();
        use(p -> Majiang.lib().mj_rules_get_wildcard(p, out));
        return out.getValue();
    }

    /**
     * Makes a tile kind wild.
     *
     * @param tile the id, or {@link Majiang#NO_TILE} for none
     */
    public void setWildcard(int tile) {
        use(p -> Majiang.lib().mj_rules_set_wildcard(p, tile));
    }
}
