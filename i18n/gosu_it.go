package i18n

// Messages of the Gosu X table and its rules page, in Italian.
func init() {
	Add("it", map[string]string{
		"gosu.name":                   "Gosu X",
		"gosu.option.willpowerprompt": "Chiedere della Volontà ogni volta che potrebbe valere (nasconde chi la tiene)",
	})
}
