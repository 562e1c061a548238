package i18n

import "fmt"

// Check verifies the catalog: every key has a message in every language, and
// each message has the same format verbs in the same order as the English
// one. Game packages call it from their tests after adding their messages.
func Check() []error {
	var errs []error
	for _, key := range Keys() {
		ref, hasRef := verbsOf(Fallback, key)
		for _, l := range langs {
			v, ok := verbsOf(l.Code, key)
			if !ok {
				errs = append(errs, fmt.Errorf("key %q has no %s text", key, l.Code))
				continue
			}
			if hasRef && v != ref {
				errs = append(errs, fmt.Errorf("key %q: %s verbs %q differ from %s verbs %q", key, l.Code, v, Fallback, ref))
			}
		}
	}
	return errs
}

func verbsOf(lang, key string) (string, bool) {
	mu.RLock()
	msg, ok := catalog[lang][key]
	mu.RUnlock()
	if !ok {
		return "", false
	}
	return Verbs(msg), true
}

// Verbs lists the fmt verbs of a format in order ("%s%d"), ignoring "%%",
// flags, widths and precisions.
func Verbs(format string) string {
	var out []byte
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(format) && isVerbModifier(format[j]) {
			j++
		}
		if j >= len(format) {
			out = append(out, '%', '!')
			break
		}
		if format[j] != '%' {
			out = append(out, '%', format[j])
		}
		i = j
	}
	return string(out)
}

func isVerbModifier(c byte) bool {
	return c == '+' || c == '-' || c == '#' || c == ' ' || c == '0' || c == '.' ||
		(c >= '1' && c <= '9') || c == '[' || c == ']' || c == '*'
}
