package gosu

import "strings"

// The eight clans, in the spec's order; a clan's id is its index.
type clan int8

const (
	abhilasha clan = iota
	galmi
	goanSul
	justice
	narashima
	phoenix
	tomorrow
	xian
	nClans
)

var clanIDs = [nClans]string{"abhilasha", "galmi", "goan-sul", "justice", "narashima", "phoenix", "tomorrow", "xian"}
var clanNames = [nClans]string{"Abhilasha", "Galmi", "Goan Sul", "Justice", "Narashima", "Phoenix", "Tomorrow", "Xi'an"}

// keyword is a bit set of the keywords of §8.
type keyword uint16

const (
	kwBounty keyword = 1 << iota
	kwVeteran
	kwWonder
	kwEthereal
	kwEcho
	kwSecretShift
	kwRecruiter
	kwWillpower
)

// special marks the few cards whose passive is a continuous modifier read
// by the engine (§14.3) rather than a triggered program.
type special int8

const (
	spNone         special = iota
	spAllClans             // All in One, Shennong: all three clans of the owner
	spAllLevels            // Phoenix (Immortal): levels I-III, military by row
	spAvatar               // Galmi (Avatar): 6 when the opponent shows Bounty
	spEliana               // Phoenix (Eliana): also named Arpia and Timer
	spShadow               // Sha'dow: adjacent face-up cards have Echo
	spMirror               // Aat: copies its mirror card
	spHemro                // Hemro: one more Bounty draw
	spBoulGo               // Boul Go: an extra turn on draw 3
	spGalmiBHJ             // Galmi's Byun Hyung Ja: unlock on passing first
	spGoanSulBHJ           // unlock on winning a Great Battle
	spJusticeBHJ           // unlock on losing a Great Battle
	spNarashimaBHJ         // unlock when the discard becomes the deck
	spNeye                 // Ne'ye: drawing for whoever removes it from the discard
	spWardens              // Night Wardens: the capturer's opponent discards 1
	spRedCircle            // Willpower: cancels a capture or destroy
	spAtalante             // Willpower: cancels an activation
)

// cardDef is one of the 88 printed cards. text is the program resolved when
// the card is played, shifted in, activated, copied or echoed; endTurn the
// program of an end-of-your-turn passive.
type cardDef struct {
	id, name string
	clan     clan
	level    int8 // 1 Troop, 2 Hero, 3 Immortal
	copies   int8
	shift    int8 // 0: cannot be shifted out (D13)
	slots    int8
	mil      int8
	kw       keyword
	sp       special
	text     []step
	endTurn  []step
	index    int16 // its place in defs
	nameID   int16 // equal for cards sharing a name (the Byun Hyung Ja)
	phoenix  bool  // "named Phoenix"
	prog     block // text, compiled
	endProg  block // endTurn, compiled
}

// defs is the card table: per clan the namesake, its Byun Hyung Ja, five
// Heroes, then four Troops (two copies each).
var defs = []cardDef{
	// Abhilasha
	{id: "abhilasha.abhilasha", name: "Abhilasha", level: 3, mil: 5, text: []step{{op: opCopyDiscardThenRemove}}},
	{id: "abhilasha.byun-hyung-ja", name: "Byun Hyung Ja", level: 3, mil: 5, kw: kwBounty,
		endTurn: []step{{op: opIf, cond: condOpp3Down, body: []step{{op: opUnlock}, {op: opReleaseAll, f: sel{scope: scopeTheirs}}}}}},
	{id: "abhilasha.alpha-dead", name: "Alpha (Dead)", level: 2, shift: 2, mil: 3, kw: kwSecretShift,
		text: []step{{op: opTakeBack, n: 2}, {op: opCaptureSelf}}},
	{id: "abhilasha.ashes", name: "Ashes", level: 2, shift: 2, mil: 3, kw: kwSecretShift,
		text: []step{{op: opNameClan}, {op: opNameLevel}, {op: opFromDiscard, z: zf{namedClan: true, namedLevel: true}, n: nX}}},
	{id: "abhilasha.cylak", name: "Cylak", level: 2, shift: 2, mil: 3, kw: kwSecretShift,
		text: []step{{op: opEach, body: []step{{op: opMay, body: []step{{op: opCapture, f: sel{scope: scopeTheirs, face: faceUp, levels: lv3}}}}}}}},
	{id: "abhilasha.ecnalab", name: "Ecnalab", level: 2, shift: 2, mil: 3, kw: kwSecretShift,
		text: []step{{op: opEach, body: []step{{op: opHandTo, n: 3}}}}},
	{id: "abhilasha.solok", name: "Solok", level: 2, shift: 2, mil: 3, kw: kwSecretShift,
		text: []step{{op: opCaptureOrRelease, f: sel{face: faceUp, levels: lv1 | lv2}, f2: sel{face: faceDown, levels: lv1 | lv2}}}},
	{id: "abhilasha.red-circle", name: "The Red Circle", level: 1, copies: 2, shift: 1, mil: 2, kw: kwSecretShift | kwWillpower, sp: spRedCircle},
	{id: "abhilasha.night-apostles", name: "Night Apostles", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, kw: kwSecretShift,
		text: []step{{op: opCaptureOrRelease, f: sel{face: faceUp, levels: lv1}, f2: sel{face: faceDown, levels: lv1}}}},
	{id: "abhilasha.night-wardens", name: "Night Wardens", level: 1, copies: 2, shift: 2, mil: 2, kw: kwSecretShift | kwRecruiter, sp: spWardens},
	{id: "abhilasha.dark-cultists", name: "Dark Cultists", level: 1, copies: 2, shift: 2, mil: 2, kw: kwSecretShift | kwBounty,
		text: []step{{op: opCopy, f: sel{face: faceUp, rowOrCol: true, notSelf: true}}}},

	// Galmi: every card has Wonder.
	{id: "galmi.galmi", name: "Galmi", level: 3, mil: 5, kw: kwWonder,
		text: []step{{op: opPutOnDeck, f: sel{exposed: true}}, {op: opMayPass}}},
	{id: "galmi.byun-hyung-ja", name: "Byun Hyung Ja", level: 3, mil: 5, kw: kwWonder | kwBounty, sp: spGalmiBHJ},
	{id: "galmi.galmi-avatar", name: "Galmi (Avatar)", level: 2, mil: 3, kw: kwWonder | kwEthereal, sp: spAvatar},
	{id: "galmi.kan-te", name: "Kan Te", level: 2, shift: 3, slots: 1, mil: 3, kw: kwWonder, text: []step{{op: opReleaseAll, f: sel{scope: scopeMine}}}},
	{id: "galmi.ree-ab", name: "Ree Ab", level: 2, shift: 2, slots: 1, mil: 3, kw: kwWonder,
		text: []step{{op: opFromDiscard, n: nX, to: toTop}, {op: opDraw, n: 1}}},
	{id: "galmi.shard", name: "Shard", level: 2, shift: 2, slots: 1, mil: 3, kw: kwWonder, text: []step{{op: opReveal, n: 4, mode: revealPickOne}}},
	{id: "galmi.she-rift", name: "She Rift", level: 2, shift: 2, slots: 1, mil: 3, kw: kwWonder,
		text: []step{{op: opMoveBounty, f: sel{face: faceUp}}}},
	{id: "galmi.boul-go", name: "Boul Go", level: 1, copies: 2, shift: 1, mil: 2, kw: kwWonder | kwRecruiter, sp: spBoulGo},
	{id: "galmi.bun-to", name: "Bun To", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, kw: kwWonder,
		text: []step{{op: opNameLevel}, {op: opReveal, n: 4, mode: revealNamedLevel}}},
	{id: "galmi.kno-bo", name: "Kno'Bo", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, kw: kwWonder,
		text: []step{{op: opMay, body: []step{{op: opSwap, f: sel{scope: scopeMine}}}}, {op: opDrawPer, n: perGalmiInColumn}}},
	{id: "galmi.un-go", name: "Un'Go", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, kw: kwWonder,
		text: []step{{op: opPutOnDeck, f: sel{exposed: true, levels: lv1 | lv2, supLevels: lv3, supReplace: true}}}},

	// Goan Sul: every card has Veteran.
	{id: "goan-sul.goan-sul", name: "Goan Sul", level: 3, mil: 5, kw: kwVeteran,
		text: []step{{op: opNameClan}, {op: opDestroyAllExposedOfClan}}},
	{id: "goan-sul.byun-hyung-ja", name: "Byun Hyung Ja", level: 3, mil: 5, kw: kwVeteran | kwBounty, sp: spGoanSulBHJ},
	{id: "goan-sul.alpha", name: "Alpha", level: 2, shift: 2, mil: 3, kw: kwVeteran,
		text: []step{{op: opCapture, f: sel{face: faceUp, levels: lv1 | lv2, supLevels: lv3}}}},
	{id: "goan-sul.hempo", name: "Hempo", level: 2, shift: 3, slots: 1, mil: 3, kw: kwVeteran,
		text: []step{{op: opMay, body: []step{{op: opSwap, f: sel{scope: scopeBoth}}}}, {op: opDestroy, f: sel{exposed: true, levels: lv1 | lv2, supLevels: lv3}}}},
	{id: "goan-sul.hemro", name: "Hemro, the Bounty Hunter", level: 2, mil: 3, kw: kwVeteran, sp: spHemro},
	{id: "goan-sul.orgah", name: "Orgah", level: 2, shift: 1, slots: 1, mil: 3, kw: kwVeteran | kwBounty,
		text: []step{{op: opEach, body: []step{{op: opNameClan, n: nameOwnDiscardClan}, {op: opRemoveClanFromDiscard}}}}},
	{id: "goan-sul.smook", name: "Smook", level: 2, shift: 3, slots: 1, mil: 3, kw: kwVeteran,
		text: []step{{op: opFromDiscard, z: zf{kw: kwVeteran}, n: nX, one: true}, {op: opIf, cond: condX4, body: []step{{op: opExtraTurn}}}}},
	{id: "goan-sul.lava-goddesses", name: "Lava Goddesses", level: 1, copies: 2, shift: 1, mil: 2, kw: kwVeteran,
		text: []step{{op: opCapture, f: sel{face: faceUp, levels: lv1}}}},
	{id: "goan-sul.smook-spirits", name: "Smook Spirits", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, kw: kwVeteran,
		text: []step{{op: opFromDiscard, z: zf{kw: kwVeteran, exactly: true}, n: 1}}},
	{id: "goan-sul.demon-wardens", name: "Demon Wardens", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, kw: kwVeteran,
		text: []step{{op: opMay, body: []step{{op: opSwap, f: sel{scope: scopeBoth}}}}, {op: opDestroy, f: sel{exposed: true, levels: lv1}}}},
	{id: "goan-sul.bombardment-units", name: "Bombardment Units", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, kw: kwVeteran,
		text: []step{{op: opEach, body: []step{{op: opSacrifice, n: 1}}}, {op: opIf, cond: condSupremacy, body: []step{{op: opMay, body: []step{{op: opEach, body: []step{{op: opSacrifice, n: 1}}}}}}}}},

	// Justice: no activation slots (D58).
	{id: "justice.justice", name: "Justice", level: 3, mil: 5, text: []step{{op: opFlipTile}}},
	{id: "justice.byun-hyung-ja", name: "Byun Hyung Ja", level: 3, mil: 5, kw: kwBounty, sp: spJusticeBHJ},
	{id: "justice.elle", name: "Elle", level: 2, shift: 2, mil: 3, text: []step{{op: opSearch}}},
	{id: "justice.nezha", name: "Nezha", level: 2, mil: 3, endTurn: []step{{op: opIf, cond: condHandEmpty, body: []step{{op: opDraw, n: 2}}}}},
	{id: "justice.quae", name: "Quae", level: 2, shift: 2, mil: 3, text: []step{{op: opSacrificeUntilEqual}}},
	{id: "justice.sati", name: "Sati", level: 2, shift: 3, mil: 3, text: []step{{op: opDrawToOpponent}}},
	{id: "justice.tourach", name: "Tourach", level: 2, shift: 3, mil: 3, text: []step{{op: opOpponentDiscardsToMine}}},
	{id: "justice.great-shield-atalante", name: "Atalante of the Great Shield", level: 1, copies: 2, shift: 1, mil: 2, kw: kwWillpower | kwRecruiter, sp: spAtalante},
	{id: "justice.arrows-of-justice", name: "Arrows of Justice", level: 1, copies: 2, shift: 1, mil: 2,
		text: []step{{op: opLookAtHand}, {op: opNameName}, {op: opBan}}},
	{id: "justice.petal-faeries", name: "Petal Faeries", level: 1, copies: 2, shift: 3, mil: 2,
		text: []step{{op: opEach, body: []step{{op: opTakeBack, n: 1, mode: 1}}}, {op: opCapture, f: sel{face: faceUp, bounty: true}}}},
	{id: "justice.volantis", name: "Volantis", level: 1, copies: 2, shift: 2, mil: 2,
		text: []step{{op: opMoreArmySacrifices}, {op: opMoreHandDiscards}}},

	// Narashima
	{id: "narashima.narashima", name: "Narashima", level: 3, mil: 5,
		text: []step{{op: opMill, who: whoYou, n: 10}, {op: opFromDiscard, z: zf{exactly: true}, n: 1}}},
	{id: "narashima.byun-hyung-ja", name: "Byun Hyung Ja", level: 3, mil: 5, kw: kwBounty, sp: spNarashimaBHJ},
	{id: "narashima.nachiketa", name: "Nachiketa", level: 2, shift: 2, slots: 1, mil: 3, text: []step{{op: opEach, body: []step{{op: opDiscard, n: 2}}}}},
	{id: "narashima.nalin", name: "Nalin", level: 2, shift: 3, slots: 1, mil: 3, kw: kwWonder,
		text: []step{{op: opChoosePlayer}, {op: opMill, who: whoChosen, n: 10}}},
	{id: "narashima.narashima-lion", name: "Narashima (Lion)", level: 2, shift: 2, slots: 1, mil: 3, text: []step{{op: opEach, body: []step{{op: opDiscard, n: nHalf}}}}},
	{id: "narashima.niranjan", name: "Niranjan", level: 2, shift: 2, slots: 1, mil: 3, text: []step{{op: opSacrifice, who: whoOpp, n: 1}}},
	{id: "narashima.nityananda", name: "Nityananda", level: 2, shift: 4, mil: 3, text: []step{{op: opExtraTurn, n: 1}}},
	{id: "narashima.nakshatra", name: "Nakshatra", level: 1, copies: 2, shift: 2, slots: 1, mil: 2,
		text: []step{{op: opMill, who: whoYou, n: nX}, {op: opFromDiscard, z: zf{levels: lv1, supLevels: lv2 | lv3, exactly: true}, n: 1}}},
	{id: "narashima.navaj", name: "Navaj", level: 1, copies: 2, shift: 2, mil: 2,
		text: []step{{op: opFromDiscard, z: zf{kw: kwWonder | kwWillpower}, n: nX}}},
	{id: "narashima.nikhilesh", name: "Nikhilesh", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, kw: kwBounty,
		text: []step{{op: opDrawPer, n: perClanInDiscard}}},
	{id: "narashima.nitish", name: "Nitish", level: 1, copies: 2, shift: 1, slots: 1, mil: 2,
		text: []step{{op: opDiscardBounty}, {op: opIfDid, body: []step{{op: opNitishStrike}}}}},

	// Phoenix
	{id: "phoenix.phoenix", name: "Phoenix", level: 3, mil: 5, text: []step{{op: opExtraTurn}}},
	{id: "phoenix.byun-hyung-ja", name: "Byun Hyung Ja", level: 3, mil: 5, kw: kwBounty,
		endTurn: []step{{op: opIf, cond: condThreePhoenix, body: []step{{op: opCaptureSelf}, {op: opUnlock}}}}},
	{id: "phoenix.fenghuang", name: "Fenghuang", level: 2, shift: 1, mil: 3, text: []step{{op: opSearch, z: zf{phoenix: true}, to: toTop}}},
	{id: "phoenix.genious", name: "Genious", level: 2, shift: 2, mil: 3,
		text: []step{{op: opEach, body: []step{{op: opNameClan}, {op: opShuffleClanIntoDeck}}}, {op: opDraw, n: 2}}},
	{id: "phoenix.kaez", name: "Kaez", level: 2, shift: 2, mil: 3, text: []step{{op: opKaez}}},
	{id: "phoenix.phoenix-eliana", name: "Phoenix (Eliana)", level: 2, mil: 3, sp: spEliana},
	{id: "phoenix.phoenix-immortal", name: "Phoenix (Immortal)", level: 2, shift: 1, mil: 3, kw: kwEthereal, sp: spAllLevels},
	{id: "phoenix.arpia", name: "Arpia", level: 1, copies: 2, shift: 2, slots: 1, mil: 2,
		text: []step{{op: opDraw, n: 1}, {op: opIf, cond: condTimerUp, body: []step{{op: opExtraTurn}}}}},
	{id: "phoenix.muraena", name: "Muraena", level: 1, copies: 2, shift: 3, slots: 1, mil: 2, kw: kwBounty, text: []step{{op: opDraw, n: nX}}},
	{id: "phoenix.sqeezs", name: "Sqeezs", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, text: []step{{op: opReveal, n: 3, mode: revealSqeezs}}},
	{id: "phoenix.timer", name: "Timer", level: 1, copies: 2, shift: 2, slots: 1, mil: 2,
		text: []step{{op: opExtraTurn}, {op: opIf, cond: condArpiaUp, body: []step{{op: opDraw, n: 1}}}}},

	// Tomorrow
	{id: "tomorrow.tomorrow", name: "Tomorrow", level: 3, mil: 5, text: []step{{op: opDraw, n: 1}}},
	{id: "tomorrow.byun-hyung-ja", name: "Byun Hyung Ja", level: 3, mil: 5, kw: kwBounty,
		endTurn: []step{{op: opIf, cond: condNeyeRemoved, body: []step{{op: opNeyeBack}, {op: opUnlock}}}}},
	{id: "tomorrow.ez", name: "EZ", level: 2, shift: 2, slots: 1, mil: 3, kw: kwEcho | kwBounty,
		text: []step{{op: opRemoveFromDiscard}, {op: opIfDid, body: []step{{op: opDraw, n: 1}}}}},
	{id: "tomorrow.fre-e", name: "Fre'e", level: 2, shift: 2, mil: 3, text: []step{{op: opReleaseThenCopy, f: sel{face: faceDown}}}},
	{id: "tomorrow.ne-o", name: "Ne'o", level: 2, shift: 2, mil: 3, kw: kwEcho, text: []step{{op: opDraw, n: 3}, {op: opDiscard, n: 3}}},
	{id: "tomorrow.ne-ye", name: "Ne'ye", level: 2, shift: 2, mil: 3, sp: spNeye},
	{id: "tomorrow.sha-dow", name: "Sha'dow", level: 2, shift: 1, mil: 3, kw: kwEthereal, sp: spShadow},
	{id: "tomorrow.aat", name: "Aat", level: 1, copies: 2, shift: 1, mil: 2, sp: spMirror},
	{id: "tomorrow.spoil-seekers", name: "Spoil Seekers", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, kw: kwBounty,
		text: []step{{op: opNameName}, {op: opNamedFromDiscard}}},
	{id: "tomorrow.obeezs", name: "Obeezs", level: 1, copies: 2, shift: 2, mil: 2, kw: kwEcho, text: []step{{op: opDraw, n: 2}, {op: opDiscard, n: 2}}},
	{id: "tomorrow.wiindz", name: "Wiindz", level: 1, copies: 2, shift: 2, slots: 1, mil: 2, kw: kwEcho,
		text: []step{{op: opRelease, f: sel{face: faceDown, rowOrCol: true}}}},

	// Xi'an
	{id: "xian.xian", name: "Xi'an", level: 3, mil: 5, text: []step{{op: opCopy, f: sel{face: faceUp}}}},
	{id: "xian.byun-hyung-ja", name: "Byun Hyung Ja", level: 3, mil: 5, kw: kwBounty,
		endTurn: []step{{op: opDiscardFiveOfAClan}, {op: opIfDid, body: []step{{op: opUnlock}}}}},
	{id: "xian.dalisteer", name: "Dalisteer", level: 2, shift: 2, slots: 2, mil: 3, kw: kwSecretShift,
		text: []step{{op: opDrawPer, n: perClanInRow}}},
	{id: "xian.nio", name: "Nio", level: 2, shift: 3, mil: 3, kw: kwEcho,
		text: []step{{op: opCopy, f: sel{face: faceUp, adjacent: true}}, {op: opCaptureCopied}}},
	{id: "xian.pangu", name: "Pangu", level: 2, shift: 3, mil: 3, kw: kwVeteran,
		text: []step{{op: opPangu, f: sel{levels: lv1 | lv2}}}},
	{id: "xian.shennong", name: "Shennong", level: 2, mil: 3, kw: kwBounty, sp: spAllClans},
	{id: "xian.valeen", name: "Valeen", level: 2, shift: 2, mil: 3, kw: kwWonder,
		text: []step{{op: opCopy, f: sel{face: faceUp, levels: lv1 | lv2}}}},
	{id: "xian.thousand-faces", name: "Thousand Faces", level: 1, copies: 2, shift: 2, slots: 2, mil: 2,
		text: []step{{op: opDrawPer, n: perClanInColumn}}},
	{id: "xian.three-wishes", name: "Three Wishes", level: 1, copies: 2, shift: 1, slots: 2, mil: 2,
		text: []step{{op: opNameClan}, {op: opReveal, n: 4, mode: revealNamedClan}}},
	{id: "xian.all-in-one", name: "All in One", level: 1, copies: 2, mil: 2, kw: kwBounty, sp: spAllClans},
	{id: "xian.dancing-dragon", name: "Dancing Dragon", level: 1, copies: 2, shift: 2, mil: 2,
		text: []step{{op: opCopy, f: sel{face: faceUp, levels: lv1}}}},
}

// card is a card instance, 0..119: clan*15 + its index in the clan. Every
// instance exists once per game (each clan is drafted by one player).
type card uint8

const (
	cardsPerClan = 15
	nCards       = int(nClans) * cardsPerClan
	// unknown is a card a view does not show (another hand, a deck).
	unknown card = 127
)

// instDef maps an instance to its definition; instCopy to its copy number
// (0 for single cards, 1 or 2 for Troops).
var (
	instDef  [nCards]int16
	instCopy [nCards]int8
	defIndex = map[string]int16{}
	nameIDs  = map[string]int16{}
)

func init() {
	for i := range defs {
		d := &defs[i]
		d.clan = clan(i / 11)
		if d.copies == 0 {
			d.copies = 1
		}
		d.index = int16(i)
		defIndex[d.id] = d.index
		if _, ok := nameIDs[d.name]; !ok {
			nameIDs[d.name] = int16(i)
		}
		d.nameID = nameIDs[d.name]
		d.phoenix = d.name == "Phoenix" || strings.HasPrefix(d.name, "Phoenix (")
		d.prog = compile(d.text)
		d.endProg = compile(d.endTurn)
	}
	for c := range nClans {
		k := 0
		for i := int(c) * 11; i < int(c)*11+11; i++ {
			for cp := range defs[i].copies {
				inst := int(c)*cardsPerClan + k
				instDef[inst] = int16(i)
				instLevels[inst] = 1 << (defs[i].level - 1)
				if defs[i].sp == spAllLevels {
					instLevels[inst] = lv1 | lv2 | lv3
				}
				if defs[i].copies > 1 {
					instCopy[inst] = cp + 1
				}
				k++
			}
		}
		if k != cardsPerClan {
			panic("gosu: clan " + clanIDs[c] + " does not have 15 cards")
		}
	}
	for c := range card(nCards) {
		if d := c.def(); d.kw&kwWillpower != 0 && instCopy[c] <= 1 {
			willpowerCard[d.sp] = c
		}
	}
}

// willpowerCard is the first instance of each Willpower card; its copies
// follow it.
var willpowerCard = map[special]card{}

func (c card) clan() clan { return clan(int(c) / cardsPerClan) }

// String is the instance id: "galmi.bun-to#1", or the card id for single cards.
//
//go:noinline
func (c card) String() string {
	if int(c) >= nCards {
		return "?"
	}
	if n := instCopy[c]; n > 0 {
		return c.def().id + "#" + string(rune('0'+n))
	}
	return c.def().id
}

// parseCard reads an instance id.
func parseCard(s string) (card, bool) {
	id, n := s, int8(0)
	if i := strings.IndexByte(s, '#'); i >= 0 {
		if i != len(s)-2 || s[i+1] < '1' || s[i+1] > '2' {
			return 0, false
		}
		id, n = s[:i], int8(s[i+1]-'0')
	}
	di, ok := defIndex[id]
	if !ok {
		return 0, false
	}
	for c := range card(nCards) {
		if instDef[c] == di && instCopy[c] == n {
			return c, true
		}
	}
	return 0, false
}

func parseClan(s string) (clan, bool) {
	for c, id := range clanIDs {
		if id == s {
			return clan(c), true
		}
	}
	return 0, false
}

// CardIDs lists the ids of every card of §13 in table order (88 ids).
func CardIDs() []string {
	out := make([]string, len(defs))
	for i, d := range defs {
		out[i] = d.id
	}
	return out
}
