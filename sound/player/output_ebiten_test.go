//go:build !js

package player

// playing is how many sounds the mixer plays.
func playing() int { return mix.Playing() }
