package i18n

// Messages of the Gosu X table and its rules page, in Russian.
func init() {
	Add("ru", map[string]string{
		"gosu.name":                   "Gosu X",
		"gosu.option.willpowerprompt": "Спрашивать о Воле всякий раз, когда она применима (скрывает, у кого она есть)",
	})
}
