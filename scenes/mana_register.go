package scenes

import (
	"kamon/i18n"
	"kamon/rules/mana"
)

// Mana is played on its own table.
func init() { RegisterTable(mana.ID, NewManaTable) }

func init() {
	RegisterRulesHelp(mana.ID, func(lang string) string { return i18n.TIn(lang, "mana.help") })
}
