//go:build !langfiles

package i18n

// Framework messages (scenes core, settings model, widgets) in French.
func init() {
	addMessages("fr", `
		"app.name":                 "Kamon",
		"ui.cancel":                "Annuler",
		"ui.back":                  "Retour",
		"anim.off":                 "Aucune",
		"anim.slow":                "Lente",
		"anim.normal":              "Normale",
		"anim.fast":                "Rapide",
		"settings.title":           "Réglages",
		"settings.language":        "Langue",
		"settings.animation":       "Vitesse des animations",
		"settings.sound":           "Son",
		"settings.volume":          "Volume",
		"settings.volume_level":    "%d %%",
		"settings.haptics":         "Vibrations",
		"settings.haptics_help":    "Une brève vibration quand un geste est refusé et quand vient votre tour, sur les téléphones et tablettes qui vibrent.",
		"settings.table_mode":      "Mode table",
		"settings.table_mode_help": "Les joueurs entourent l’écran ; chacun voit son côté à l’endroit.",
		"settings.coords":          "Coordonnées du plateau",
		"settings.hints":           "Conseils de première partie",
		"settings.hints_help":      "Un court conseil la première fois que vient chaque sorte de décision, dans chaque jeu tant que vous n’en avez pas fini une partie sur cet appareil.",
		"settings.unreadable":      "Vos réglages n’ont pas pu être lus (%s). Ils sont conservés sous %q et les réglages par défaut sont utilisés.",
		"settings.save_failed":     "Vos réglages n’ont pas pu être enregistrés : %s",
		"settings.lang_failed":     "Les textes de la langue « %s » n’ont pas pu être téléchargés. Vérifiez la connexion et choisissez de nouveau la langue.",
		"settings.lang_failed_start": "Les textes de la langue « %s » n’ont pas pu être téléchargés : Kamon est en anglais pour l’instant. Il réessaiera au prochain démarrage.",
	`)
}
