package sprites

import "image/color"

// The five clans of Shinobi (Hōjō, Mōri, Oda, Takeda, Uesugi, in that
// order), each with a colour and a crest of its own: five Okabe–Ito colours,
// which stay apart under the common forms of colour blindness, and five
// crest icons, so a card never tells its clan by colour alone.
var (
	clanColors = [...]color.RGBA{
		{0xf0, 0xe4, 0x42, 0xff}, // Hōjō: yellow
		{0x00, 0x9e, 0x73, 0xff}, // Mōri: bluish green
		{0x3a, 0x36, 0x3c, 0xff}, // Oda: near black
		{0xd5, 0x5e, 0x00, 0xff}, // Takeda: vermillion
		{0x00, 0x72, 0xb2, 0xff}, // Uesugi: blue
	}
	// Hōjō's scales, Mōri's stars, Oda's five-lobed flower, Takeda's
	// diamonds, Uesugi's sparrows; none is the crest of a seat of 3-5 players,
	// so a curtain's crest never hints at a clan.
	clanCrests = [...]string{"mountain", "moon", "clover", "diamond", "bird"}
)

// ClanCount is how many clan colour and crest pairs exist.
const ClanCount = len(clanColors)

// ClanColor is the colour of clan i (0-4); other indices wrap around.
func ClanColor(i int) color.RGBA { return clanColors[wrapClan(i)] }

// ClanCrest is the icon name (see IconNames) of clan i's crest.
func ClanCrest(i int) string { return clanCrests[wrapClan(i)] }

func wrapClan(i int) int {
	i %= ClanCount
	if i < 0 {
		i += ClanCount
	}
	return i
}
