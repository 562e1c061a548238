package i18n

// Messages of the Gosu X table and its rules page, in English.
func init() {
	Add("en", map[string]string{
		"gosu.name":                   "Gosu X",
		"gosu.option.willpowerprompt": "Ask about Willpower whenever it could apply (hides who holds it)",
	})
}
