// Package ui is the kit every screen of Kamon is built with: the Scene
// interface and the Context a scene gets every frame, one pointer over
// mouse and touch recognised into gestures, keys and shortcuts, widgets,
// text fitted into boxes, layout helpers and the felt-and-wood look. It
// knows nothing of games or of the app: package scenes is the app (the
// scene stack, the screens), scenes/table what game tables share.
//
// # Scenes and the context
//
// A Scene has Name() string (used by scripts and the browser state),
// Update(ctx) error and Draw(dst, ctx); optional OnEnter(ctx) (Enterer),
// OnLeave(ctx) (Leaver) and Overlay() bool (Overlay: the scenes below are
// drawn first, no fade — the in-game menu). ctx.App is the Host: Go(next)
// (push), Replace(next), Back() (pop; Esc does it when the scene does not
// take ShortcutBack), Home() (reset to the menu), Notify(msg), Settings()
// and SetSettings(s) (applied and saved at once), Store().
//
// ctx.W, ctx.H: screen in PHYSICAL pixels. ctx.Unit: physical px per
// logical px (device scale × UI zoom); ctx.Px(v) converts logical to
// physical — write every size in logical px through Px. ctx.Portrait(),
// ctx.Screen(), ctx.Safe() (screen minus Margin), ctx.Dt (seconds per
// tick), ctx.Frame, ctx.Lang, ctx.AnimSpeed() (factor for tween players,
// 0 = instant), ctx.Redraw() (call every Update while something animates:
// the app draws only when input, a resize, a fade or Redraw says so),
// ctx.Register(id, label, rect) lists a custom tappable area (cards,
// squares) for tests; ctx.RegisterRead(id, label, rect) a thing only read
// (the position written out), ctx.KeepClear(rect) marks what is read
// where nothing is listed (counters), ctx.RegisterKept(id, label, rect)
// both lists and keeps clear what is read first (a status line, a
// prompt), and ctx.ReadLater(rect)
// what is read but told again elsewhere (the newest lines of a log). A
// passing panel over a scene (a notice, the countdown before a move is
// played) finds its place with Room (room.go): off every control
// (WidgetInfo.Control), over as little as can be of what is read, what
// can wait first and what is kept clear last.
//
// # Input (ctx.Input)
//
// One pointer (mouse, or the first finger down), recognised into gestures
// by a pure recognizer: Press, Move, LongPress (held still 0.45 s),
// DragStart, Drag, DragEnd, Release, Tap (released without moving past the
// slop and without a long press). Helpers: Tapped(r), LongPressed(r),
// PressedIn(r) (pressed look), Events(), Pointer(), ByFinger() (the press
// came from a touch screen). Keys: KeyPressed(k), Chars(), Wheel();
// shortcuts Shortcut(s) / TakeShortcut(s) for ShortcutBack (Esc),
// ShortcutUndo (Ctrl+Z), ShortcutRedo (Ctrl+Y, Ctrl+Shift+Z), ShortcutRules
// (F1). A scene that handles Esc itself (a table opening its menu) calls
// TakeShortcut(ShortcutBack) in its Update. A test script sets the next
// frame's input through Injection.
//
// # Widgets (widgets.go)
//
// Plain structs the scene keeps; set Rect (physical px) and texts when
// laying out, call Update in Update and Draw in Draw. Update lists the
// widget among the frame's widgets (id, label, rect) for the test hook and
// the browser. Idle frames run Update but not Draw, and must allocate
// nothing: keep widgets and their labels in the scene rather than building
// them in every Update. Colours are color.RGBA values (text.Style.Color
// too): handing one to an API that takes a color.Color boxes it, which
// allocates.
//
//	Button{ID, Label, Icon, HideLabel, Rect, Kind, Disabled}   Update → tapped
//	Toggle{ID, Label, On, Rect}               Update → flipped
//	Stepper{ID, Label, Value, Min, Max, Rect} Update → changed; lists "<ID>:-", "<ID>:+"
//	Choice{ID, Options []Option{Value, Label}, Value, Rect} Update → changed; lists "<ID>:<Value>"
//	TextField{ID, Text, Title, Placeholder, Rect, MaxLen, Accept} Update → Text changed
//	                                          (a finger tap in the browser asks through ctx.AskText)
//	Label{ID, Text, Rect, Style}              one line shrunk to fit; listed when ID != ""
//	ScrollView{ID, Rect, ContentH, Offset}    drag/wheel scrolling; Clip(dst), Visible(r), DrawScrollbar
//	DrawFitText, DrawParagraph (wrapped), DrawBackdrop (the felt table), DrawCrest (a seat's crest)
//
// A text that must stay inside a box goes through FitText / DrawTextIn
// (fittext.go) with a Fit{Floor, Lines, Shrink}: on one line shrunk down
// to Shrink, then at each size down to Floor on one line or wrapped onto
// up to Lines lines, and at the Floor cut with an ellipsis (TextFit.Cut).
// Lines break at spaces, never at a no-break space (U+00A0, U+202F): a
// number stays with its label; nor before a closing mark set apart (French
// "ici :") or after an opening one ("« "). Tests measure with FitText what the screen
// draws. DrawFitText and FitLine fit one line, shrunk no lower than the
// text floor. A button's face and a row's label (Toggle) wrap onto two
// lines before they go below SizeSmall.
//
// # The text floor (textfloor.go)
//
// No text a player must read is drawn smaller than MinText (11) CSS px:
// a text that does not fit wraps, then its layout gives it room or moves
// it behind a tap. Decoration no one must read is marked
// text.Style.Decor. A TextRecorder (Start, Reset, Below) hears every text
// drawn with its size in CSS px, and in Cut the texts drawn cut short;
// scenestest.CheckTextFloor and Table.CheckTextFloor walk the screens and
// tables with it at six sizes.
//
// Sizes (logical px): SizeTitle, SizeHeading, SizeButton, SizeBody,
// SizeSmall; ButtonH, Radius, Margin, Gap, RimW. Text is drawn with
// kamon/sprites/text (Style{Size, Bold, Color, Align}); shapes and colours
// with kamon/sprites.
//
// # Layout (layout.go)
//
// Rect is sprites.Rect (physical px). CutTop/CutBottom/CutLeft/CutRight,
// Column(r, n, i, gap), Row(r, n, i, gap), Stack(r, h, gap, i), Centered,
// Grid (NewGrid(area, count, minW, aspect, h, gap).Cell(i)) for tiles that
// reflow between portrait and landscape, and CenteredGrid for tiles of a
// bounded width. Zoom(w, h) is the UI zoom.
package ui
