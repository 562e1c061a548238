package i18n

// Framework messages (scenes core, settings model, widgets) in English.
func init() {
	addMessages("en", `
		"app.name":                 "Kamon",
		"ui.cancel":                "Cancel",
		"ui.back":                  "Back",
		"anim.off":                 "Off",
		"anim.slow":                "Slow",
		"anim.normal":              "Normal",
		"anim.fast":                "Fast",
		"settings.title":           "Settings",
		"settings.language":        "Language",
		"settings.animation":       "Animation speed",
		"settings.sound":           "Sound",
		"settings.volume":          "Volume",
		"settings.volume_level":    "%d%%",
		"settings.haptics":         "Vibration",
		"settings.haptics_help":    "A short buzz when a tap is refused and when your turn comes, on phones and tablets that can vibrate.",
		"settings.table_mode":      "Table mode",
		"settings.table_mode_help": "Players sit around the screen; each one's side faces them.",
		"settings.coords":          "Board coordinates",
		"settings.hints":           "First-game hints",
		"settings.hints_help":      "A short hint the first time each kind of decision comes, in every game until you have finished one of it on this device.",
		"settings.unreadable":      "Your settings could not be read (%s). They were kept as %q and the defaults are used.",
		"settings.save_failed":     "Your settings could not be saved: %s",
		"settings.lang_failed":     "The texts for %s could not be downloaded. Check the connection and choose the language again.",
		"settings.lang_failed_start": "The texts for %s could not be downloaded, so Kamon is in English for now. It tries again at the next start.",
	`)
}
