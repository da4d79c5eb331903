package ui

import (
	"fmt"
	"strings"

	"noddy/docs/games"
	"noddy/engine"
	"noddy/engine/english"
)

// The panels' text, as structured lines: the rules (each game's own page,
// docs/games, compiled in), the count of every hand and the crib, the
// "new match?" box.

// RulesTitle is the Rules panel's title for rule set r: "The rules:
// Noddy (du Coeur)".
func RulesTitle(r engine.Rules) string {
	g, err := engine.LookupGame(r.Name)
	if err != nil {
		return "The rules"
	}
	return "The rules: " + g.Title
}

// RulesLines is rule set r's page as the Rules panel shows it: the
// sections a player reads (the cards, the deal, the show, the count,
// winning, the options), up to the decisions the engine took and the
// worked examples, which are for the curious (docs/games).
func RulesLines(r engine.Rules) []Line {
	page, ok := games.Page(r.Name)
	if !ok {
		return Paras(r.Title)
	}
	return markdownLines(page)
}

// stopSections end the player's part of a page.
var stopSections = []string{"The decisions, and why", "Worked examples", "Questions a table must answer", "How the engine deals it"}

// skipSections are left out: where a game comes from.
var skipSections = []string{"What it is, and where it comes from"}

// markdownLines renders the player's part of a rules page: headings in
// bold, paragraphs, list items hung under their bullet, tables a row a
// line ("fifteen …: 2 each").
func markdownLines(page string) []Line {
	var out []Line
	var para []string
	skip, started := false, false
	var header []string
	flush := func() {
		if len(para) == 0 {
			return
		}
		text := inline(strings.Join(para, " "))
		para = para[:0]
		if skip || !started {
			return
		}
		ln := Line{Text: text, Gap: true}
		if strings.HasPrefix(text, "• ") || isNumbered(text) {
			ln.Indent, ln.Gap = 1, false
		}
		out = append(out, ln)
	}
	for _, raw := range strings.Split(page, "\n") {
		line := strings.TrimRight(raw, " ")
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "# "):
			flush()
			continue // the page's title: the panel has its own
		case strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "### "):
			flush()
			title := inline(strings.TrimLeft(line, "# "))
			for _, s := range stopSections {
				if strings.HasPrefix(title, s) {
					return out
				}
			}
			skip = false
			for _, s := range skipSections {
				if title == s {
					skip = true
				}
			}
			started = true
			header = nil
			if !skip {
				out = append(out, Line{Text: title, Style: TextBold, Gap: len(out) > 0})
			}
		case trimmed == "":
			flush()
		case strings.HasPrefix(trimmed, "|"):
			flush()
			cells := tableCells(trimmed)
			if len(cells) > 0 && strings.Trim(strings.Join(cells, ""), "-: ") == "" {
				continue // the separator
			}
			if header == nil {
				header = cells
				continue
			}
			if !skip && started {
				out = append(out, Line{Text: tableRow(header, cells), Indent: 1})
			}
		case strings.HasPrefix(trimmed, "- ") || isNumbered(trimmed) && (len(para) == 0 || isItem(para[0])):
			// A number that wraps to a line's start ("courts\n10.") goes on the paragraph.
			flush()
			if strings.HasPrefix(trimmed, "- ") {
				trimmed = "• " + trimmed[2:]
			}
			para = append(para, trimmed)
		default:
			header = nil
			para = append(para, trimmed)
		}
	}
	flush()
	return out
}

func isItem(s string) bool { return strings.HasPrefix(s, "• ") || isNumbered(s) }

func isNumbered(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(s) && s[i] == '.' && s[i+1] == ' '
}

func tableCells(row string) []string {
	row = strings.Trim(row, "|")
	var out []string
	for _, c := range strings.Split(row, "|") {
		out = append(out, inline(strings.TrimSpace(c)))
	}
	return out
}

// tableRow says a table's row in one line: two columns "first — second";
// more, "first: head value · head value …".
func tableRow(header, cells []string) string {
	if len(cells) == 2 {
		return cells[0] + " — " + cells[1]
	}
	var parts []string
	for i, c := range cells[1:] {
		h := ""
		if i+1 < len(header) {
			h = header[i+1]
		}
		if h == "" {
			parts = append(parts, c)
			continue
		}
		parts = append(parts, h+" "+c)
	}
	first := cells[0]
	if first == "" {
		return strings.Join(parts, " · ")
	}
	return first + ": " + strings.Join(parts, " · ")
}

// inline drops a line's markdown: bold, italics, code and links (their
// text kept).
func inline(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '*', '`':
			continue
		case '[':
			end := strings.Index(s[i:], "](")
			close := -1
			if end >= 0 {
				close = strings.IndexByte(s[i+end:], ')')
			}
			if end > 0 && close > 0 {
				b.WriteString(s[i+1 : i+end])
				i += end + close
				continue
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// CountLines describes the count panel for this deal, one section a seat
// (the player's first): every combination it took this deal — its show,
// its crib, the count, muggins, turned up — with its cards and points, and
// its total. Another seat's show declared before the play names its cards
// only once the hand has ended (rules, "Declarations"). A seat whose show
// never came, the match being won first, says so.
func (a *App) CountLines() []Line {
	t := a.Table
	var out []Line
	for p := range t.Slots.Seats {
		seat := t.SeatAt(p)
		total := 0
		var rows []Line
		showed := false // a combination of its show is listed
		for _, e := range t.Entries {
			if e.Seat != seat {
				continue
			}
			showed = showed || e.Where == "show"
			total += e.Combo.Points
			cards := cardsText(e.Combo.Cards...)
			if e.Hidden {
				cards = "(cards shown when the hand ends)"
			}
			if e.Where == english.Kind(e.Combo.Kind) {
				// Where already names it: "last card: 3♥ — 1", not "last card: last card 3♥".
				rows = append(rows, Line{Text: fmt.Sprintf("%s: %s — %d", e.Where, cards, e.Combo.Points), Indent: 1})
				continue
			}
			rows = append(rows, Line{Text: strings.TrimRight(fmt.Sprintf("%s: %s %s", e.Where, english.Label(e.Combo), cards), " ") + fmt.Sprintf(" — %d", e.Combo.Points), Indent: 1})
		}
		head := Line{Text: fmt.Sprintf("%s: %d this deal", t.Voice.Subject(seat), total), Gap: p > 0}
		out = append(out, head)
		if t.Showed[seat] && !showed {
			// Its show was counted and scored nothing: say so at once, not
			// "nothing yet" until the hand ends.
			at := 0
			for at < len(rows) && turnUpRow(rows[at].Text) {
				at++
			}
			rows = append(rows[:at], append([]Line{{Text: "show: scored nothing", Indent: 1}}, rows[at:]...)...)
		}
		if t.Won && !t.Showed[seat] {
			// The match was won before this seat's show was counted: its
			// cards may well have scored (rules, "Winning").
			rows = append(rows, Line{Text: "did not show: the match was won first", Indent: 1})
		}
		if len(rows) == 0 {
			if t.Revealed { // the hand has ended: nothing more can come this deal
				rows = append(rows, Line{Text: "scored nothing this deal", Indent: 1})
			} else {
				rows = append(rows, Line{Text: "nothing yet", Indent: 1})
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
// hand has ended (NoCard before).
func (a *App) PanelHands() [][]engine.Card {
	t := a.Table
	out := make([][]engine.Card, t.Slots.Seats)
	for p := range out {
		seat := t.SeatAt(p)
		h := t.Hands[seat]
		if len(h) == 0 {
			h = make([]engine.Card, t.Slots.Deal)
			for i := range h {
				h[i] = engine.NoCard
			}
		}
		if seat != t.You && !t.Revealed {
			known := false
			for _, c := range h {
				known = known || c.Valid()
			}
			if !known {
				h = make([]engine.Card, len(h))
				for i := range h {
					h[i] = engine.NoCard
				}
			}
		}
		out[p] = h
	}
	return out
}

// PanelCrib is the crib as the count panel shows it: its cards once
// turned, else as many backs as it holds (nil for no crib).
func (a *App) PanelCrib() []engine.Card {
	t := a.Table
	if t.Slots.Crib == 0 {
		return nil
	}
	if len(t.Crib) > 0 {
		return t.Crib
	}
	out := make([]engine.Card, t.Slots.Crib)
	for i := range out {
		out[i] = engine.NoCard
	}
	return out
}

func cardsText(cs ...engine.Card) string {
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
