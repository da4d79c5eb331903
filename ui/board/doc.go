// Package board is the pegging board: its geometry for every game of the
// family, the pegs of each side and their moves, without Ebitengine
// (scenes/art draws it).
//
// # For the table
//
//	b := board.NewBoard(rules)                     // once per rule set
//	lay := b.Layout(rect, scale)                   // when the window changes; rect in the
//	                                               // destination's pixels (physical at
//	                                               // device scale), scale = pixels a logical
//	                                               // pixel (labels never under MinPX logical)
//	pegs := board.NewPegboard(b)                   // every side's two pegs off the board
//	pegs.Score(side, total, tick)                  // when a side's score becomes total: the
//	                                               // back peg is counted on, hole by hole
//	for range pegs.Update(tick) { play(sound.Peg) } // once a tick: a click for each hole
//	                                               // a peg reached since the last Update
//	art.DrawBoard(dst, &lay, style, &pegs, tick)   // once a frame: the cached board and pegs
//
// tick is the table's clock in ticks at normal speed (60 a second; a slow
// or fast table passes a clock that runs slower or faster); Finish ends
// every move at once (hurry, instant speed) and Place sets pegs without a
// move (a new game, a replayed step). lay.Bounds is the wooden board inside
// rect (the rest of rect is free); lay.PegAt(side, score) is the point of
// the hole a peg stands in for a score, for a "+2" or a name beside it.
//
// # Pegs
//
// Each side has two pegs that leapfrog: the front peg stands in the hole
// of the score, the back peg in the hole of the score before the last
// award (Pegs), so the gap between them is the last score. At 0 a peg is
// off the board, in one of its side's two start holes before hole 1. A
// score past the game hole stands in the game hole; the numbers the table
// shows still say the true score. An award moves the back peg: it rises,
// goes to the hole after the front peg and is counted on hole by hole to
// the new score (PegMove, one click a hole).
//
// # The boards (NewBoard)
//
//   - du Coeur's Noddy (to 31): Willughby's board, one track of 61 holes in
//     an elongated M. The players start at opposite ends, each at the foot
//     of an outer stroke, and race to the centre hole: hole k of the first
//     side is the track's hole k, of the second the track's hole 62-k, so
//     each has 30 holes (in groups of five) and the centre hole, 31, is the
//     game hole of both, at the foot of the V between the two peaks. The
//     holes are equally spaced along the strokes, each peak in the gap
//     after a group; how many groups the outer strokes hold (one to five,
//     three or four preferred) and how deep the V goes (half, three
//     quarters or all the way down) are chosen for the largest holes in
//     the rect, the strokes opening at least 54° at a peak (the pegs either
//     side of it never touch) and 60° at the centre, with room under the
//     centre hole for its number: a long, low M in a header (outer strokes
//     of 15 holes, the V three quarters down), upright legs and a deep V on
//     a phone. The M stands upright, or lies along a tall rect (Tall) when
//     that gives larger holes. The first side (side 0) starts at the left
//     foot (the bottom one when it lies along the rect). The start holes
//     are at each foot, before hole 1.
//   - Parlett's Noddy, two-hand or in partnerships, and the MacGregor
//     booklet's Noddy to 31 (any game to 31 or less but du Coeur's): a
//     noddy board, one straight track a side of Target holes (30 in groups
//     of five and the game hole, 31, set apart), the numbers in the street
//     between the two tracks; side 0's track is the lower (along) or the
//     right-hand one (up).
//   - Games to 61, 121 and 181 (early cribbage, Costly Colours, the
//     MacGregor booklet's 61, cribbage in all its forms): a cribbage board
//     of one lane a side (three players three lanes; two sides, partners
//     included, two), one shared game hole. Each lane is a continuous track
//     of Target-1 holes laid in rows that run out and back along the board
//     (a serpentine), in groups of five, so every score has a hole of its
//     own: 61 is a lap of 60 (two rows of 30: the old 61-hole board, 30 out
//     and 30 back), 121 two laps (four rows of 30, or two of 60: a long
//     board, as an ACC tournament board runs), 181 three laps (six rows of
//     30, or three of 60) — "once, twice, three times round" laid end to
//     end instead of gone round again, so a peg never has to say which lap
//     it is on. The rows are 30 or 60 holes long as cribbage boards' are,
//     or 20 or 15 where a small rect reads better so; Layout picks the
//     length that gives the largest holes. Rows run along the rect's long
//     side (Tall when that is its height, from the bottom up); the start
//     holes are at the end the first row starts from, the game hole at the
//     end the last row finishes at (in the middle of the lanes). Side 0's
//     lane is the lowest (along) or the right-hand one (up), then 1, 2;
//     where a lane has several rows, every other lane (1) is mirrored, its
//     first row on the far side: so each street has the same row of the
//     lanes either side of it (the last rows meet, or the first rows).
//
// Numbers: every 5 holes (every 10 where five holes are too narrow for
// them), never under MinPX logical pixels: beside both ends of every lane
// (its first and its last row), in the bands outside the outer lanes and
// in the streets between lanes, a street's numbers serving the two rows
// either side of it; the game hole's number beside it. (Numbered only at
// the board's edges, the lanes alike, the second lane's first row stood
// by the first lane's last row's numbers: a peg on 6 read as near 115.)
//
// # Size
//
// A board reads well with its holes ReadablePitch (9) logical pixels
// apart or more: MinHeight(w, scale) is the least height a header w wide
// needs for that, MinWidth(h, scale) the least width of a column; a
// three-hand board to 121 or a board to 181 needs about 112 px across a
// 1280 px window and 185 on a phone (every figure: BoardSamples in the
// tests, tools/artsheet -boards). A first DrawBoard at a new size renders
// the board (tens of milliseconds on a software renderer): lay a board
// out again when the window's size settles, not on every frame of a drag.
package board
