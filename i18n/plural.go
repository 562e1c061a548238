package i18n

// Plurals: a message about a count has one key per plural form, key +
// ".one", ".few" and ".many", in every language, each taking the count
// as its first argument. Russian uses all three forms; English, French
// and Italian use "one" and "many" ("few" says what "many" says).

// PluralForm is the plural form of a count n in lang: "one", "few" or
// "many".
func PluralForm(lang string, n int) string {
	if n < 0 {
		n = -n
	}
	switch lang {
	case "ru":
		switch d, h := n%10, n%100; {
		case d == 1 && h != 11:
			return "one"
		case d >= 2 && d <= 4 && (h < 12 || h > 14):
			return "few"
		}
		return "many"
	case "fr":
		if n <= 1 { // French says "0 carte" as it says "1 carte"
			return "one"
		}
	default:
		if n == 1 {
			return "one"
		}
	}
	return "many"
}

// N is T for a message about a count n, in the plural form n takes in
// the current language: key + "." + PluralForm, given n and then args.
func N(key string, n int, args ...any) string {
	return NIn(Lang(), key, n, args...)
}

// NIn is N in a given language.
func NIn(lang, key string, n int, args ...any) string {
	return TIn(lang, key+"."+PluralForm(lang, n), append([]any{n}, args...)...)
}
