package table

import (
	"unicode"
	"unicode/utf8"

	"kamon/i18n"
	"kamon/rules"
)

// Game packages carry English names for their variants, options and outcome
// reasons, and their actions print in notation. Screens show the catalog's
// translation when the game added one under "<game>.<kind>.<id>" (e.g.
// "tally.variant.short", "tally.action.pass", "tally.reason.most points",
// "tally.name"), and the game's own text otherwise.
func GameText(gameID, kind, id, fallback string) string {
	key := gameID + "." + kind
	if id != "" {
		key += "." + id
	}
	if i18n.Has(i18n.Lang(), key) || i18n.Has(i18n.Fallback, key) {
		return i18n.T(key)
	}
	return fallback
}

// GameName is g's name in the current language.
//
//go:noinline
func GameName(g rules.Game) string { return GameText(g.ID, "name", "", g.Name) }

// VariantName is the name of variant v of g ("" is the standard rules).
func VariantName(g rules.Game, v rules.Variant) string {
	if v.ID == "" {
		return i18n.T("setup.standard")
	}
	return GameText(g.ID, "variant", v.ID, v.Name)
}

// OptionName is the label of option o of g.
func OptionName(g rules.Game, o rules.Option) string {
	return GameText(g.ID, "option", o.ID, o.Name)
}

// ActionLabel is what a button for an action in notation says.
func ActionLabel(gameID, notation string) string {
	return GameText(gameID, "action", notation, notation)
}

// ReasonText is an outcome's reason in the current language, capitalised
// to stand as a line of its own.
func ReasonText(gameID, reason string) string {
	if reason == "" {
		return ""
	}
	s := GameText(gameID, "reason", reason, reason)
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// KindLabel names a seat kind: human or a bot level.
func KindLabel(kind string) string {
	if i18n.Has(i18n.Fallback, "kind."+kind) {
		return i18n.T("kind." + kind)
	}
	return kind
}

// Human is the seat kind of a person at the table; every other kind is a bot
// level from bot.Levels.
const Human = "human"
