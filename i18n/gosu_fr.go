package i18n

// Messages of the Gosu X table and its rules page, in French.
func init() {
	Add("fr", map[string]string{
		"gosu.name":                   "Gosu X",
		"gosu.option.willpowerprompt": "Proposer la Volonté chaque fois qu'elle pourrait s'appliquer (cache qui la détient)",
	})
}
