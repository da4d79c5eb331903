package tutorial

import (
	"io"
	"strings"

	"noddy/engine/english"
)

// Write prints the whole tutorial as numbered text steps, wrapped for a
// terminal: the accessible way to read it and what `noddy-cli tutorial`
// prints. It returns the first write error.
func (t *Tutorial) Write(w io.Writer) error {
	r := t.script.Rules
	if _, err := io.WriteString(w, english.TutorialHeading(t.game, r.Title, r.Target, t.script.Seed, len(t.steps))+"\n"); err != nil {
		return err
	}
	for i := range t.steps {
		if _, err := io.WriteString(w, "\n"); err != nil {
			return err
		}
		if err := t.WriteStep(w, i); err != nil {
			return err
		}
	}
	return nil
}

// WriteStep prints step i (0-based, clamped) as Write does: "Step 12 of 38:
// title", then the text wrapped and indented.
func (t *Tutorial) WriteStep(w io.Writer, i int) error {
	st := t.Step(i)
	var b strings.Builder
	b.WriteString(english.StepHeading(st.Index+1, len(t.steps), st.Title) + "\n")
	text := st.Text
	if st.More != "" {
		text += "\n" + st.More // what the table shows on request, in full here
	}
	for _, para := range strings.Split(text, "\n") {
		indent := "  "
		if strings.HasPrefix(para, "– ") {
			indent = "    "
		}
		b.WriteString(wrap(para, indent, 78))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// wrap breaks text into lines of at most width runes after indent; a
// continuation lines up under the text.
func wrap(text, indent string, width int) string {
	var b strings.Builder
	cont := indent + strings.Repeat(" ", len([]rune(strings.SplitN(text, " ", 2)[0]))+1)
	if !strings.HasPrefix(text, "– ") {
		cont = indent
	}
	line := indent
	n := len([]rune(line))
	fresh := true
	for _, word := range strings.Fields(text) {
		wl := len([]rune(word))
		if !fresh && n+1+wl > width {
			b.WriteString(line + "\n")
			line, n, fresh = cont, len([]rune(cont)), true
		}
		if !fresh {
			line += " "
			n++
		}
		line += word
		n += wl
		fresh = false
	}
	b.WriteString(line + "\n")
	return b.String()
}
