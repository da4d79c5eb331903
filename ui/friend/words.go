package friend

import (
	"hash/fnv"

	"noddy/ui/layout"
	"noddy/ui/play"
)

// Play a friend's words and the chat, laid out in their places (kept
// until what they depend on changes), so that the name's field and the
// buttons follow the words, and the wheel knows how far the chat goes.

// WordsView is Play a friend's words fitted to their room (FriendText):
// the size, the lines, and the height they take.
type WordsView struct {
	PX    float64
	Lines []layout.Laid
	Used  float64
}

type friendWords struct {
	key  [6]int
	view WordsView
}

// FriendWords fits the words to their room, at the largest size from
// 1.1 panel text sizes down to the least: the field and the buttons
// follow them (a long gap between "Your name" and its field read as two
// screens).
func (a *Scene) FriendWords() WordsView {
	l := &a.L
	r := a.FriendText()
	lines := a.FriendLines()
	h := fnv.New32a()
	for _, ln := range lines {
		h.Write([]byte(ln.Text))
		h.Write([]byte{0})
	}
	fw := &a.words
	k := [6]int{int(r.W), int(r.H), int(l.PanelFS * 100), int(a.Fonts.Scale() * 100), int(h.Sum32())}
	if k != fw.key || fw.view.Lines == nil {
		fw.key = k
		fw.view.PX, fw.view.Lines = layout.Fit(lines, r.W, r.H, l.PanelFS*1.1, l.Min, a.Measure)
	}
	used := 0.0
	for _, ln := range fw.view.Lines {
		used += ln.Gap
		if ln.Text == "" {
			continue
		}
		if used+fw.view.PX*1.2 > r.H+1 {
			break
		}
		used += fw.view.PX * layout.ParaLead
	}
	fw.view.Used = used
	return fw.view
}

// ChatView is the chat as its panel shows it (ChatPanel's lines): its
// lines wrapped at the log's size, which of them show — whole messages,
// the newest, turned back by the wheel — and whether older lines lie
// above (Older) or it is turned back from its newest (Newer).
type ChatView struct {
	Lines        []layout.Laid
	Start, End   int
	Older, Newer bool
}

type chatText struct {
	key   [4]int
	lines []layout.Laid
}

// Chat is the chat laid out in its panel.
func (a *Scene) Chat() ChatView {
	lines, n := a.chatLaid()
	back := min(a.ChatScroll.Chat, max(0, len(lines)-n))
	start, end := layout.LogWindow(lines[:len(lines)-back], n) // whole messages, as the log
	return ChatView{Lines: lines, Start: start, End: end, Older: start > 0, Newer: back > 0}
}

// ChatRoom is how many of the chat's lines lie above what its panel
// shows at the newest: as far as the wheel turns it back (the chat's turn
// is kept within it).
func (a *Scene) ChatRoom() int {
	lines, n := a.chatLaid()
	room := max(0, len(lines)-n)
	a.ChatScroll.Chat = min(a.ChatScroll.Chat, room)
	return room
}

// chatLaid wraps the chat's lines (kept until they or the panel change);
// n is how many lines the panel holds.
func (a *Scene) chatLaid() (lines []layout.Laid, n int) {
	_, area := a.ChatPanel()
	if area.W <= 0 {
		return nil, 0
	}
	l := &a.L
	fs := l.LogFS
	ct := &a.chat
	k := [4]int{a.ChatN(), int(area.W), int(fs * 10), int(a.Fonts.Scale() * 100)}
	if k != ct.key {
		ct.key = k
		ct.lines = layout.Wrap(ct.lines[:0], a.ChatLines(), fs, area.W-l.MarkRoom(), a.Measure)
	}
	return ct.lines, int(area.H / (fs * play.LogLead))
}
