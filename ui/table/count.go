package table

import (
	"slices"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/layout"
)

// The count panel's words and cards: every combination each seat took
// this deal, and the hands as the table's seat may know them.

// CountLines describes the count panel for this deal, one section a seat
// (the player's first): every combination it took this deal — its show,
// its crib, the count, muggins, turned up — with its cards and points, and
// its total. Another seat's show declared before the play names its cards
// only once the hand has ended (rules, "Declarations"). A seat whose show
// never came, the match being won first, says so.
func (t *Table) CountLines() []layout.Line {
	var out []layout.Line
	for p := range t.Slots.Seats {
		seat := t.SeatAt(p)
		total := 0
		var rows []layout.Line
		showed := false // a combination of its show is listed
		for _, e := range t.Entries {
			if e.Seat != seat {
				continue
			}
			showed = showed || e.Where == "show"
			total += e.Combo.Points
			cards := CardsText(e.Combo.Cards...)
			if e.Hidden {
				cards = english.HiddenCards
			}
			// Where already names it: "last card: 3♥ — 1", not "last card: last card 3♥".
			rows = append(rows, layout.Line{Text: english.CountRow(e.Where, e.Combo, cards), Indent: 1})
		}
		head := layout.Line{Text: english.ThisDeal(t.Voice.Subject(seat), total), Style: layout.TextBold, Gap: p > 0}
		out = append(out, head)
		if t.Showed[seat] && !showed {
			// Its show was counted and scored nothing: say so at once, not
			// "nothing yet" until the hand ends.
			at := 0
			for at < len(rows) && turnUpRow(rows[at].Text) {
				at++
			}
			rows = append(rows[:at], append([]layout.Line{{Text: english.NoShow, Indent: 1}}, rows[at:]...)...)
		}
		if t.Won && !t.Showed[seat] {
			// The match was won before this seat's show was counted: its
			// cards may well have scored (rules, "Winning").
			rows = append(rows, layout.Line{Text: english.NotShown, Indent: 1})
		}
		if len(rows) == 0 {
			if t.Revealed { // the hand has ended: nothing more can come this deal
				rows = append(rows, layout.Line{Text: english.NothingDeal, Indent: 1})
			} else {
				rows = append(rows, layout.Line{Text: english.NothingYet, Indent: 1})
			}
		}
		out = append(out, rows...)
	}
	return out
}

// turnUpRow reports whether a count panel row is for a card turned up.
func turnUpRow(s string) bool {
	for _, k := range []engine.Kind{engine.JackTurned, engine.HisHeels, engine.KnaveTurned, engine.DeuceTurned, engine.ThreeToStart, engine.ThreeForLast} {
		if strings.HasPrefix(s, english.Kind(k)+":") {
			return true
		}
	}
	return false
}

// PanelHands returns the hands the count panel shows, by place (the
// player's first): as dealt, and another seat's once it is face up or the
// hand has ended (as kept, then); before that, the cards it has laid this
// deal and backs (NoCard) for the rest.
func (t *Table) PanelHands() [][]engine.Card {
	out := make([][]engine.Card, t.Slots.Seats)
	for p := range out {
		out[p] = t.panelHand(p)
	}
	return out
}

func (t *Table) panelHand(p int) []engine.Card {
	seat := t.SeatAt(p)
	h := t.Hands[seat]
	if len(h) == 0 || !t.Revealed && !anyKnown(h) {
		n := len(h)
		if n == 0 {
			n = t.Slots.Deal
		}
		return knownFirst(n, t.Laid[seat])
	}
	return h
}

// knownFirst is n cards: those known, then backs (NoCard).
func knownFirst(n int, known []engine.Card) []engine.Card {
	out := make([]engine.Card, n)
	for i := range out {
		out[i] = engine.NoCard
	}
	copy(out, known)
	return out
}

// PanelLaid reports whether card c of place p's hand in the count panel
// has been laid this deal, or laid out to the crib by the table's seat,
// while the hand goes on: the panel draws it dimmed, so that a hand as
// dealt shows what is still held (a player took the crib's cards, shown
// twice, for a slip).
func (t *Table) PanelLaid(p int, c engine.Card) bool {
	seat := t.SeatAt(p)
	return !t.Revealed && c.Valid() && (slices.Contains(t.Laid[seat], c) || seat == t.You && slices.Contains(t.CribYours, c))
}

// PanelStarter is the starter as the count panel shows it: NoCard until
// it is turned (before the cut the slot's sprite holds no card of the
// deal's, and read as the ace of clubs).
func (t *Table) PanelStarter() engine.Card {
	if sp := t.Sprites[t.Slots.Starter()]; sp.Shown && sp.Card.Valid() {
		return sp.Card
	}
	return engine.NoCard
}

// PanelAnyLaid reports whether the count panel dims any card (PanelLaid),
// and so says what dimmed means.
func (t *Table) PanelAnyLaid() bool {
	for p, h := range t.PanelHands() {
		for _, c := range h {
			if t.PanelLaid(p, c) {
				return true
			}
		}
	}
	return false
}

// PanelHandLabel names place p's hand in the count panel: "Your hand";
// "Your hand, as dealt" where the game has a crib and the panel shows the
// hand with the cards laid out to it (a player took its six cards for the
// four kept).
func (t *Table) PanelHandLabel(p int) string {
	who := t.Voice.Possessive(t.SeatAt(p))
	if t.Slots.Crib > 0 && len(t.panelHand(p)) == t.Slots.Deal {
		return english.HandAsDealt(who)
	}
	return english.HandOf(who)
}

// PanelCrib is the crib as the count panel shows it: its cards once
// turned, else the cards the table's seat laid out to it and backs for the
// rest (nil for no crib).
func (t *Table) PanelCrib() []engine.Card {
	if t.Slots.Crib == 0 {
		return nil
	}
	if len(t.Crib) > 0 {
		return t.Crib
	}
	return knownFirst(t.Slots.Crib, t.CribYours)
}

// CardsText is cards by their corners: "5♥ J♣" ("?" for one unknown).
func CardsText(cs ...engine.Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		if !c.Valid() {
			b.WriteString("?")
			continue
		}
		if c.Rank() == 10 {
			b.WriteString("10")
		} else {
			b.WriteByte(c.Rank().Letter())
		}
		b.WriteString(c.Suit().Symbol())
	}
	return b.String()
}
