// Package handover holds the check that a screen several people share
// shows, from a person's last action to the curtain that hands it on,
// nothing of theirs: two matches that differ only in what they keep
// hidden (game.Match.Twin) are played through the same taps, and every
// frame drawn is read back and compared, pixel for pixel. It has no code
// of its own: the check drives the app (kamon/scenes) with the tables of
// the games that hide information, and reads frames back, which
// Ebitengine allows only while a game runs (its TestMain runs the tests
// inside one).
package handover
