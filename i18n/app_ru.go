//go:build !langfiles

package i18n

// Framework messages (scenes core, settings model, widgets) in Russian.
func init() {
	addMessages("ru", `
		"app.name":                 "Kamon",
		"ui.cancel":                "Отмена",
		"ui.back":                  "Назад",
		"anim.off":                 "Нет",
		"anim.slow":                "Медленно",
		"anim.normal":              "Обычно",
		"anim.fast":                "Быстро",
		"settings.title":           "Настройки",
		"settings.language":        "Язык",
		"settings.animation":       "Скорость анимации",
		"settings.sound":           "Звук",
		"settings.volume":          "Громкость",
		"settings.volume_level":    "%d %%",
		"settings.haptics":         "Вибрация",
		"settings.haptics_help":    "Короткая вибрация, когда касание не принято и когда наступает ваш ход, — на телефонах и планшетах с вибрацией.",
		"settings.table_mode":      "Режим стола",
		"settings.table_mode_help": "Игроки сидят вокруг экрана; сторона каждого повёрнута к нему.",
		"settings.coords":          "Координаты доски",
		"settings.hints":           "Подсказки первой партии",
		"settings.hints_help":      "Короткая подсказка, когда впервые встречается каждый вид решения, — в каждой игре, пока вы не доиграете в неё хотя бы одну партию на этом устройстве.",
		"settings.unreadable":      "Не удалось прочитать настройки (%s). Файл сохранён как %q, используются настройки по умолчанию.",
		"settings.save_failed":     "Не удалось сохранить настройки: %s",
		"settings.lang_failed":     "Не удалось загрузить тексты на языке «%s». Проверьте подключение и выберите язык ещё раз.",
		"settings.lang_failed_start": "Не удалось загрузить тексты на языке «%s», поэтому пока Kamon на английском. Он попробует снова при следующем запуске.",
	`)
}
