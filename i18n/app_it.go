//go:build !langfiles

package i18n

// Framework messages (scenes core, settings model, widgets) in Italian.
func init() {
	addMessages("it", `
		"app.name":                 "Kamon",
		"ui.cancel":                "Annulla",
		"ui.back":                  "Indietro",
		"anim.off":                 "Nessuna",
		"anim.slow":                "Lenta",
		"anim.normal":              "Normale",
		"anim.fast":                "Veloce",
		"settings.title":           "Impostazioni",
		"settings.language":        "Lingua",
		"settings.animation":       "Velocità delle animazioni",
		"settings.sound":           "Suono",
		"settings.volume":          "Volume",
		"settings.volume_level":    "%d%%",
		"settings.haptics":         "Vibrazione",
		"settings.haptics_help":    "Una breve vibrazione quando un tocco viene rifiutato e quando arriva il tuo turno, su telefoni e tablet che vibrano.",
		"settings.table_mode":      "Modalità tavolo",
		"settings.table_mode_help": "I giocatori siedono intorno allo schermo; ognuno vede il proprio lato dritto.",
		"settings.coords":          "Coordinate della scacchiera",
		"settings.hints":           "Suggerimenti per la prima partita",
		"settings.hints_help":      "Un breve suggerimento la prima volta che arriva ogni tipo di decisione, in ogni gioco finché non ne avete finita una partita su questo dispositivo.",
		"settings.unreadable":      "Non è stato possibile leggere le impostazioni (%s). Sono state conservate come %q e si usano quelle predefinite.",
		"settings.save_failed":     "Non è stato possibile salvare le impostazioni: %s",
		"settings.lang_failed":     "Non è stato possibile scaricare i testi della lingua «%s». Controlla la connessione e scegli di nuovo la lingua.",
		"settings.lang_failed_start": "Non è stato possibile scaricare i testi della lingua «%s»: per ora Kamon è in inglese. Riproverà al prossimo avvio.",
	`)
}
