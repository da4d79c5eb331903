package play

import (
	"math"
	"slices"
	"strings"

	"noddy/docs/games"
	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/layout"
	"noddy/ui/table"
)

// The panels' text, as structured lines: the rules (each game's own page,
// docs/games, compiled in), the count of every hand and the crib, the
// "new match?" box.

// RulesTitle is the Rules panel's title for rule set r: "The rules:
// Noddy (du Coeur)".
func RulesTitle(r engine.Rules) string {
	g, err := engine.LookupGame(r.Name)
	if err != nil {
		return english.RulesTitle("")
	}
	return english.RulesTitle(g.Title)
}

// RulesLines is rule set r's page as the Rules panel shows it: the
// sections a player reads (the cards, the deal, the show, the count,
// winning, the options), up to the decisions the engine took and the
// worked examples, which are for the curious (docs/games).
func RulesLines(r engine.Rules) []layout.Line {
	page, ok := games.Page(r.Name)
	if !ok {
		return layout.Paras(r.Title)
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
func markdownLines(page string) []layout.Line {
	var out []layout.Line
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
		ln := layout.Line{Text: text, Gap: true}
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
				out = append(out, layout.Line{Text: title, Style: layout.TextBold, Gap: len(out) > 0})
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
				out = append(out, layout.Line{Text: tableRow(header, cells), Indent: 1})
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

// RulesView is the rule set's page laid out in the Rules panel, under its
// title (layout.FitColumns): as large as it fits, from 1.1 panel text
// sizes down to 0.8 of one, in columns of a readable width; longer, a
// screen of columns at a time, turned with ← → (and the panel's
// buttons). H is the text's height.
type RulesView struct {
	layout.Columns
	H float64
}

// rulesText is the rules laid out, and what for.
type rulesText struct {
	key  [6]int
	view RulesView
}

// RulesText lays the rules out in their panel (kept until the panel
// changes).
func (a *Scene) RulesText() *RulesView {
	l := &a.L
	p := a.panel()
	fs := l.PanelFS
	y := a.panelTextTop()
	rt := &a.rules
	w, h := p.W-l.Pad*3, p.Y+p.H-fs*3.5-y
	r := a.Table.RuleSet()
	k := [6]int{int(p.W), int(p.H), int(a.Fonts.Scale() * 100), int(y), len(r.Name) + 100*r.Seats, r.Target}
	if k != rt.key {
		rt.key = k
		rt.view.Columns = layout.FitColumns(RulesLines(r), w, h, fs*1.1, math.Max(l.Min, fs*0.8), a.Measure)
	}
	rt.view.H = h
	return &rt.view
}

// panelTextTop is the y under a Rules or Count panel's title.
func (a *Scene) panelTextTop() float64 { return a.panel().Y + a.L.Pad + a.L.PanelFS*2.4 }

// CountView is the count panel laid out: every hand, the starter and the
// crib as cards at the top (layout.CountCards), and under them each
// seat's combinations this deal (Table.CountLines) the way every panel's
// text goes (layout.FitColumns): as large as they fit up to 0.9 panel
// text sizes, in columns, never under 0.8 of one (nor the least size)
// but a screen at a time, turned with ← → and the panel's buttons. Four
// hands' lines ran off the panel's foot in 12 px while half of it was
// empty.
type CountView struct {
	Labels, Cards []geom.Rect
	Top, H        float64 // where the lines start, and their room's height
	layout.Columns
}

// countText is the count panel laid out, and what for.
type countText struct {
	t    *table.Table
	key  [9]int
	view CountView
}

// CountText lays the count panel out (kept until the deal, its entries
// or the panel change).
func (a *Scene) CountText() *CountView {
	l := &a.L
	t := a.Table
	p := a.panel()
	fs := l.PanelFS
	ct := &a.count
	dim := t.PanelAnyLaid()
	k := [9]int{t.Deal, len(t.Entries), b2i(t.Revealed), int(p.W), int(p.H), int(a.Fonts.Scale() * 100), int(fs * 10), len(t.PanelCrib()), b2i(dim)}
	if k == ct.key && t == ct.t {
		return &ct.view
	}
	ct.key, ct.t = k, t
	hands := t.PanelHands()
	sizes := make([]int, len(hands))
	for i, h := range hands {
		sizes[i] = len(h)
	}
	v := &ct.view
	lines := t.CountLines()
	if dim {
		lines = append(slices.Clone(lines), layout.Line{Text: english.PanelDimmed, Style: layout.TextDim, Gap: true})
	}
	// Smaller cards before a second screen: the end of a cribbage hand's
	// lines went over at 1280×800 with half the panel in cards. Never so
	// small that the starter's label is wider than its room (a card and
	// most of the gap after it).
	least := 2.2 * math.Max(l.PX(0.75), l.PPX(0.75))
	for i, scale := range countCardScales {
		labels, cards, bottom := l.CountCards(p, a.panelTextTop(), sizes, len(t.PanelCrib()), scale)
		if i > 0 && cards[0].W < least {
			break
		}
		v.Labels, v.Cards, v.Top, v.H = labels, cards, bottom, p.Y+p.H-fs*3.5-bottom
		v.Columns = layout.FitColumns(lines, p.W-l.Pad*3, v.H, fs*0.9, math.Max(l.Min, fs*0.8), a.Measure)
		if len(v.Screens) <= 1 {
			break
		}
	}
	return v
}

// countCardScales are the count panel's card sizes, tried in turn until
// its lines fit one screen.
var countCardScales = [...]float64{1, 0.8, 0.65}

// Pages is how many screens the open Rules or Count panel takes.
func (a *Scene) Pages() int {
	switch {
	case a.Table == nil:
		return 0
	case a.Overlay == OvRules:
		return len(a.RulesText().Screens)
	case a.Overlay == OvCount:
		return len(a.CountText().Screens)
	}
	return 0
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
