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
     * One labelled value of a rule option.
     *
     * @param value the value
     * @param zh its Chinese label
     * @param en its English label
     */
    public record OptionValue(int value, String zh, String en) {}

    /**
     * One rule option of the core's registry ({@link #options()}).
     *
     * @param id the option
     * @param name as {@code mj_rule_option_name} and {@code majiang rules} give it
     * @param zh the Chinese label
     * @param en the English label
     * @param doc one line of doc
     * @param kind "bool", "int" or "enum"
     * @param min the least value
     * @param max the greatest value
     * @param values the labelled values (none for an int range)
     * @param families "changsha", "hunan", "sichuan"
     * @param applies these rules take it ({@link #get} and {@link #set} refuse it otherwise)
     * @param value these rules' value, or null unless applies
     * @param defaultValue their preset's default, or null unless applies
     */
    public record OptionInfo(
            Majiang.RuleOption id,
            String name,
            String zh,
            String en,
            String doc,
            String kind,
            int min,
            int max,
            java.util.List<OptionValue> values,
            java.util.List<String> families,
            boolean applies,
            Integer value,
            Integer defaultValue) {}

    /**
     * Every rule option of the core's registry (every table's), in id order, with its labels,
     * values, families and, for these rules, whether they take it, its value and their preset's
     * default: what a settings screen is built from.
     *
     * @return the options
     */
    public java.util.List<OptionInfo> options() {
        MjLib lib = Majiang.lib();
        java.util.List<OptionInfo> list = new java.util.ArrayList<>();
        for (int o = 0; o < lib.mj_rule_option_count(); o++) {
            int option = o;
            MjLib.MjRuleOptionInfo info = new MjLib.MjRuleOptionInfo();
            use(p -> lib.mj_rule_option_info(p, option, info));
            java.util.List<OptionValue> values = new java.util.ArrayList<>();
            for (int k = 0; k < info.choices; k++) {
                IntByReference v = new IntByReference();
                PointerByReference zh = new PointerByReference();
                PointerByReference en = new PointerByReference();
                Majiang.check(lib.mj_rule_option_choice(option, k, v, zh, en));
                values.add(new OptionValue(
                        v.getValue(), zh.getValue().getString(0, "UTF-8"), en.getValue().getString(0, "UTF-8")));
            }
            java.util.List<String> families = new java.util.ArrayList<>();
            // Bit f is family f, named by the library: a new family needs no change here.
            for (int f = 0; f < lib.mj_family_count(); f++) {
                if ((info.families & (1 << f)) != 0) {
                    PointerByReference name = new PointerByReference();
                    Majiang.check(lib.mj_family_name(f, name));
                    families.add(name.getValue().getString(0, "UTF-8"));
                }
            }
            boolean applies = info.applies == 1;
            list.add(new OptionInfo(
                    Majiang.RuleOption.of(info.id),
                    text(option, lib::mj_rule_option_name),
                    text(option, lib::mj_rule_option_chinese_name),
                    text(option, lib::mj_rule_option_english_name),
                    text(option, lib::mj_rule_option_doc),
                    new String[] {"bool", "int", "enum"}[info.kind],
                    info.min,
                    info.max,
                    values,
                    families,
                    applies,
                    applies ? info.value : null,
                    applies ? info.default_value : null));
        }
        return list;
    }

    /**
     * The option of this name ("flat_birds", as {@link #options()} and {@code majiang rules} name
     * it; the older "pair_258" too); another name throws (INVALID_OPTION).
     *
     * @param name the name
     * @return the option
     */
    public static Majiang.RuleOption optionByName(String name) {
        IntByReference out = new IntByReference();
        Majiang.check(Majiang.lib().mj_rule_option_by_name(Objects.requireNonNull(name, "name"), out));
        return Majiang.RuleOption.of(out.getValue());
    }

    private interface Namer {
        int name(int option, PointerByReference out);
    }

    private static String text(int option, Namer namer) {
        PointerByReference out = new PointerByReference();
        Majiang.check(namer.name(option, out));
        return out.getValue().getString(0, "UTF-8");
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
