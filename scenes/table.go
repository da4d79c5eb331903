package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/engine/english"
	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The table: the match's table and its buttons and panels (table), and
// what any table shows (tableView: also the tutorial's) — the scores, who
// deals, the pack, the starter, the count, the cards, the seats' names,
// the player's cards in words, announcements.

func (d *drawer) table(dst *ebiten.Image, a *ui.App) {
	t := a.Play.Table
	if t == nil {
		return
	}
	l := &a.L
	d.tableView(dst, a, t, l)
	hint := a.Play.HintOpen() && a.Play.Overlay == play.OvNone
	declaring := t.Decision().Kind == table.DecDeclare && a.Play.Overlay == play.OvNone
	if (!hint || l.Portrait) && !declaring { // in a wide window the hint takes the log's place; a declaration, always
		d.log(dst, a)
	}
	d.chat(dst, a) // a shared table's, beside the log
	if hint {
		d.hint(dst, a)
	}
	d.footer(dst, a, shell.SceneTable)

	// Buttons, overlays.
	if a.Play.Overlay == play.OvNone {
		if t.Decision().Kind == table.DecDeclare {
			d.declarePanel(dst, a)
		}
		bs, labels := a.ButtonsOf(shell.SceneTable)
		// One label size for the row: the largest at which every label fits.
		px := layout.RowLabelPX(bs[:min(len(bs), 6)], labels, l.PX(0.85), d.labelWidth)
		for i, b := range bs {
			bp := px
			switch {
			case i >= 6 && b.Do.Do == input.DoDeclare, i >= 6 && t.Decision().Kind == table.DecDeclare:
				continue // drawn with its panel
			case i >= 6:
				bp = l.PX(0.9)
			}
			dec := t.Decision()
			dim := b.Do.Do == input.DoConfirm && dec.Kind == table.DecDiscard && t.Pick().Len() < dec.Need
			d.buttonIn(dst, b, labels[i], i >= 6 && b.Do.Do == input.DoNextHand, dim, bp)
		}
		return
	}
	d.overlay(dst, a)
}

// tableView draws table t (the match's, or the tutorial's guided one):
// scores, cards, count, names, announcements; not the log, the buttons or
// the overlays.
func (d *drawer) tableView(dst *ebiten.Image, a *ui.App, t *table.Table, l *layout.Layout) {
	d.ensureCardsFor(l)
	p := t.Progress()
	fs := l.FS

	// The header: the scores, who deals.
	d.panel(dst, l.Header)
	// The pegging board, unless what takes the log's column covers it
	// (the hint, the declaration's panel in a wide window; the tutorial's
	// narration, which keeps the tracks).
	covered := a.Play.Overlay == play.OvNone && !l.Portrait && (a.Play.HintOpen() || t.Decision().Kind == table.DecDeclare)
	// The guided tables (the tutorial, a review) narrate in the log's column:
	// their scores go on the header's tracks.
	d.scores(dst, t, l, p, a.Scene != shell.SceneTutorial && a.Scene != shell.SceneReview && !covered)
	dpx := layout.FitPX(t.DealText, false, l.DealFS, l.Deal.W, l.Min, d.labelWidth) // the layout keeps it clear of the log and the cards
	d.textMid(dst, t.DealText, art.Body, dpx, l.Deal, d.pal.dim, 1)

	// The pack and the starter's place.
	if t.Deal > 0 {
		d.group = groupPack
		for k := 2; k >= 0; k-- {
			r := l.Pack
			r.X -= float64(k) * 1.5
			r.Y -= float64(k) * 1.5
			d.card(dst, d.cards.Back(), r, 1, 1, 0, 0)
		}
		d.group = groupNone
	}
	d.frameRect(dst, l.Starter, 1.5, d.pal.edge)
	d.text(dst, t.Voice.StarterWord(), art.Body, l.LabelPX, l.StarterLabel.X+l.StarterLabel.W/2, l.StarterLabel.Y, centre, d.pal.dim, 1)

	// Count: it runs up to the new total as the card lands.
	count := t.CountShown(p)
	cpx := l.PX(0.85)
	d.text(dst, english.CountLabel, art.Body, cpx, l.CountAt.X+l.CountAt.W/2, l.CountAt.Y, centre, d.pal.dim, 1)
	d.text(dst, d.num(count), art.Title, math.Max(l.Min, math.Min(fs*2.6, (l.CountAt.H-cpx*1.2)*0.85)), l.CountAt.X+l.CountAt.W/2, l.CountAt.Y+cpx*1.2, centre, d.pal.gold, 1)

	// Cards: resting ones, then moving ones on top.
	for pass := range 2 {
		for i := range t.Slots.N {
			sp := &t.Sprites[i]
			if sp.Shown && sp.Moving == (pass == 1) {
				d.drawSprite(dst, a, l, t, i, p)
			}
		}
	}

	// Whose cut card is whose.
	for s := range t.Slots.Seats {
		if sp := &t.Sprites[t.Slots.Cut(s)]; sp.Shown && !sp.Moving && sp.Up {
			r := l.At(sp.To)
			d.text(dst, t.Voice.Short[s], art.Bold, l.PX(0.85), r.X+r.W/2, r.Y+r.H+fs*0.3, centre, d.pal.text, 1)
		}
	}
	d.cribLabel(dst, t, l)
	d.seatLabels(dst, t, l)
	d.cardNames(dst, a, t, l)
	if prompt := a.Play.TurnPrompt(); t == a.Play.Table && a.Play.Overlay == play.OvNone && prompt != "" && !(a.NoticeOnTop() && a.NoticeArea(shell.SceneTable) == l.Turn) {
		// Centred over the hand, inside the play area (a low window's hand
		// is at its left); a shorter line where the long one would be
		// under the least size.
		px := layout.FitPX(prompt, false, l.TurnPX, l.Turn.W, l.Min, d.labelWidth)
		if short := a.Play.TurnPromptShort(); d.textWidth(prompt, art.Body, px) > l.Turn.W && short != "" {
			prompt = short
			px = layout.FitPX(prompt, false, l.TurnPX, l.Turn.W, l.Min, d.labelWidth)
		}
		d.text(dst, prompt, art.Body, px, turnX(l, d.textWidth(prompt, art.Body, px)), l.Turn.Y, centre, d.pal.gold, 1)
	} else if other := a.Play.OtherTurn(); t == a.Play.Table && a.Play.Overlay == play.OvNone && other != "" && !(a.NoticeOnTop() && a.NoticeArea(shell.SceneTable) == l.Turn) {
		// Whose turn it is when it is not the person's, in the plain colour
		// (gold is the person's own turn).
		px := layout.FitPX(other, false, l.TurnPX, l.Turn.W, l.Min, d.labelWidth)
		d.text(dst, other, art.Body, px, turnX(l, d.textWidth(other, art.Body, px)), l.Turn.Y, centre, d.pal.text, 1)
	}
	d.announcements(dst, a, t, l, p)
}

// turnX centres a turn line w wide over the hand, inside the play area (a
// low window's hand is at its left).
func turnX(l *layout.Layout, w float64) float64 {
	mid := (l.Hands[0][0].X + l.Hands[0][len(l.Hands[0])-1].X + l.CW) / 2
	return math.Max(l.Turn.X+w/2, math.Min(mid, l.Turn.X+l.Turn.W-w/2))
}

// cribLabel writes "crib" on the crib's stack, face down beside the
// dealer (a word on its top card, not a place of its own).
func (d *drawer) cribLabel(dst *ebiten.Image, t *table.Table, l *layout.Layout) {
	top := -1
	for k := range t.Slots.Crib {
		i := t.Slots.CribCard(k)
		if sp := &t.Sprites[i]; sp.Shown && !sp.Moving && sp.To.Zone == layout.ZCrib {
			top = i
		}
	}
	if top < 0 {
		return
	}
	r := l.At(t.Sprites[top].To)
	px := math.Max(l.Min, math.Min(l.LabelPX, r.W/3.2))
	if px*2.2 > r.W {
		return // a card too small to carry a word
	}
	tag := geom.Rect{X: r.X + r.W*0.1, Y: r.Y + r.H*0.62, W: r.W * 0.8, H: px * 1.5}
	d.owner = d.spriteShape[top]
	d.rounded(dst, tag, d.pal.panel, d.pal.edge, 1)
	d.text(dst, english.CribLabel, art.Body, px, tag.X+tag.W/2, tag.Y+(tag.H-px*1.2)/2, centre, d.pal.text, 1)
	d.owner = 0
}

// seatLabels names the other seats under their fanned hands (games for
// three and four), the seat to act in gold: whose turn it is, plain.
func (d *drawer) seatLabels(dst *ebiten.Image, t *table.Table, l *layout.Layout) {
	if l.Shape.Seats <= 2 {
		return
	}
	turn := t.Turn()
	for p := 1; p < l.Shape.Seats; p++ {
		seat := t.SeatAt(p)
		r := l.Labels[p]
		c, role := d.pal.dim, art.Body
		if seat == turn || t.Discarding(seat) {
			c, role = d.pal.gold, art.Bold
		}
		// The longest of the seat's labels that fits ("West · easy ·
		// deals", "West · easy", "West").
		labels := t.SeatLabels(seat)
		s := labels[len(labels)-1]
		px := l.LabelPX
		for _, ln := range labels {
			if fpx := layout.FitPX(ln, role == art.Bold, l.LabelPX, r.W, l.Min, d.measure); d.measure(ln, role == art.Bold, fpx) <= r.W {
				s, px = ln, fpx
				break
			}
		}
		px = layout.FitPX(s, role == art.Bold, px, r.W, l.Min, d.measure)
		w := d.measure(s, role == art.Bold, px)
		x := math.Max(r.X+w/2, math.Min(l.LabelMid[p], r.X+r.W-w/2)) // under its fan, inside its cell
		d.text(dst, s, role, px, x, r.Y, centre, c, 1)
	}
}

// cardNames writes the player's cards in words under them, with their
// keys: "1 · seven" over "of hearts", or one short line ("1 · 7♥") where
// the hand is too wide for words.
func (d *drawer) cardNames(dst *ebiten.Image, a *ui.App, t *table.Table, l *layout.Layout) {
	if !a.Play.CardNamesShown(t) {
		return
	}
	dec := t.Decision()
	d.held = t.Held(d.held[:0])
	if dec.Kind == table.DecClaim && t == a.Play.Table {
		d.held = append(d.held[:0], a.Play.Pickable()...)
		d.held = d.held[:max(0, len(d.held)-1)] // the starter is T
	}
	yours := t == a.Play.Table && dec.Kind != table.DecNone && dec.Kind != table.DecClaim && a.Play.Overlay == play.OvNone
	px := l.NamePX
	for k, i := range d.held {
		sp := &t.Sprites[i]
		if sp.Moving || !sp.Card.Valid() || sp.To.Zone != layout.ZHand && sp.To.Zone != layout.ZCribUp || k >= len(d.words.names) {
			continue
		}
		r := l.NameAt(sp.To.I, sp.To.N)
		if sp.To.Zone == layout.ZCribUp {
			// A claim of the crib: its keys under the crib's cards.
			cr := l.At(sp.To)
			r = geom.Rect{X: cr.X, Y: cr.Y + cr.H + l.Pad/4, W: cr.W, H: l.NamePX * 1.3}
		}
		c := d.pal.text
		switch {
		case yours && (dec.Kind == table.DecLay || dec.Kind == table.DecPass) && !t.Legal(sp.Card):
			c = d.pal.dim
			d.owner = d.spriteShape[i] // a mark on the dimmed card
			d.text(dst, english.PastThirtyOneLabel, art.Body, l.LabelPX, r.X+r.W/2, r.Y-l.CH*0.55, centre, d.pal.text, 1)
			d.owner = 0
		case yours && k == a.Focus && !a.Touch && (dec.Kind == table.DecLay || dec.Kind == table.DecPass || dec.Kind == table.DecDiscard):
			// The keys' cursor; a finger has none (on a phone it read as a
			// card picked).
			c = d.pal.gold
			h := l.At(sp.To)
			d.fill(dst, geom.Rect{X: h.X, Y: h.Y + h.H + 1, W: h.W, H: 3}, d.pal.gold)
		}
		if l.KeyNames || sp.To.Zone == layout.ZCribUp {
			d.text(dst, d.num(k+1), art.Body, px, r.X+r.W/2, r.Y, centre, c, 1)
			continue
		}
		if l.ShortNames {
			d.text(dst, d.words.shorts[k][sp.Card], art.Body, px, r.X+r.W/2, r.Y, centre, c, 1)
			continue
		}
		// In words, on two lines, one size for every card: the one that
		// fits the longest (the layout spaced the cards for NamePX; the
		// fit guards a font wider than the layout's estimate).
		npx := layout.FitPX(english.LongestSuit(), false, px, r.W, l.Min, d.labelWidth)
		d.text(dst, d.words.names[k][sp.Card], art.Body, npx, r.X+r.W/2, r.Y, centre, c, 1)
		d.text(dst, d.words.suits[sp.Card], art.Body, npx, r.X+r.W/2, r.Y+npx*1.15, centre, c, 1)
	}
}

// announcements draws the current announcement in its place and the
// floating points rising beside the hand that scored them.
func (d *drawer) announcements(dst *ebiten.Image, a *ui.App, t *table.Table, l *layout.Layout, p float64) {
	banner, float, seat := t.Banner()
	sub := t.BannerLine()
	// Announcements fade in and out at the ends of their step.
	alpha := float32(math.Min(1, math.Min(p*8, (1-p)*8)+0.15))
	if t.Waiting() {
		alpha = float32(math.Min(1, p*8+0.15)) // it stays up while the table holds
	}
	if banner == "" && float == "" {
		// The last call stays up while the table waits for a card.
		if banner, sub = t.Lingering(); banner == "" {
			return
		}
		alpha = 1
	}
	fs := l.FS
	if banner != "" && !(t == a.Play.Table && a.NoticeOnTop() && a.NoticeArea(shell.SceneTable) == l.Banner) { // a newer notice hides it (App.say)
		f := d.fitBanner(l, banner, sub)
		r := f.Box
		d.roundedA(dst, r, d.pal.panel, d.pal.gold, 2, alpha)
		y := r.Y + (r.H-f.TextHeight)/2
		for _, ln := range f.Main {
			d.text(dst, ln.Text, art.Bold, f.PX, r.X+r.W/2, y, centre, d.pal.gold, alpha)
			y += f.PX * 1.25
		}
		for _, ln := range f.Sub {
			d.text(dst, ln.Text, art.Body, f.SubPX, r.X+r.W/2, y, centre, d.pal.text, alpha)
			y += f.SubPX * 1.25
		}
	}
	if float != "" {
		// Beside the hand's last card, or over it where that would run
		// onto the rim or over the announcements (a low window).
		h := l.Hands[t.Place(seat)]
		last := h[len(h)-1]
		if n := len(t.HeldBy(seat, nil)); n > 0 && n < len(h) {
			last = l.HandAt(t.Place(seat), n-1, n)
		}
		y := last.Y + last.H*0.3 - p*last.H*0.4
		cpx := fs * 1.5
		if t.Place(seat) > 0 && l.Shape.Seats > 2 {
			// On a fanned hand's cards, clear of its name under it.
			cpx = math.Min(cpx, last.H/1.9)
			y = last.Y + (1-p)*last.H*0.1
		}
		cw := d.chipWidth(float, cpx)
		x := math.Min(last.X+last.W+l.Pad, l.W-l.Rim-cw-2)
		if l.Low || t.Place(seat) > 0 && l.Shape.Seats > 2 {
			x = last.X + last.W - cw
		}
		d.chip(dst, float, cpx, x, y, float32(1-p*0.5))
	}
}

// bannerKey is what an announcement's fit depends on.
type bannerKey struct {
	main, sub string
	area      geom.Rect
	sizes     layout.Sizes
	scale     float64
}

// fitBanner is the layout's fit of an announcement (Layout.FitBanner),
// kept until the text or the place changes.
func (d *drawer) fitBanner(l *layout.Layout, main, sub string) layout.BannerFit {
	k := bannerKey{main, sub, l.Banner, l.Sizes, d.s}
	if k == d.words.bannerK {
		return d.words.bannerF
	}
	d.words.bannerK = k
	d.words.bannerF = l.FitBanner(d.words.bannerF, main, sub, d.measure)
	return d.words.bannerF
}
