package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"noddy/client"
	"noddy/client/tableclient"
	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/protocol"
)

// runPlay: noddy-cli play --create | --join LINK — one seat at a shared
// table, played by a computer player from that seat's view.
func runPlay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("play", "--create [--server URL] [--game G] [--option O]... [--players N] | --join LINK; [--as LEVEL] [--name N] [--events FILE]",
		"Plays one seat at a shared table (a noddy-web server) with a computer player.\n"+
			"--create makes a table and prints its link on a line starting \"link: \";\n"+
			"give the link to a friend, or to another noddy-cli play --join. It waits\n"+
			"for the other seats, plays the match, prints the winner and exits 0. When\n"+
			"the server goes away it reconnects by itself and goes on where it was.\n"+
			"A gone table or a bad flag: a message and exit status 2.")
	server := fs.String("server", "http://127.0.0.1:8080", "the table server's `URL` (with --create)")
	create := fs.Bool("create", false, "create a table and take its first seat")
	join := fs.String("join", "", "join the table at `LINK` (http://host/t/ID)")
	game := fs.String("game", "noddy", "the `game` to create (engine's registry)")
	var options []string
	fs.Func("option", "a rule `option` of the game (repeat for several)", func(s string) error {
		options = append(options, s)
		return nil
	})
	nPlayers := fs.Int("players", 0, "how many `seats` (0: the game's default)")
	level := fs.String("as", "easy", "the computer player's `level` ("+strings.Join(players.Levels(), ", ")+", or any sim player)")
	name := fs.String("name", "Guest", "the `name` shown at the table")
	think := fs.Duration("think", 0, "wait this long before each decision (to watch a match)")
	eventsFile := fs.String("events", "", "write what this seat saw to `FILE` as JSON Lines (sim --events format)")
	rest, done, status := parse(fs, args, stdout, stderr)
	if done {
		return status
	}
	switch {
	case len(rest) > 0:
		return badInput(stderr, "play", fmt.Sprintf("unexpected argument %q", rest[0]))
	case *create == (*join != ""):
		return badInput(stderr, "play", "give exactly one of --create and --join LINK")
	}
	decide, err := tableclient.Computer(*level, 1)
	if err != nil {
		return badInput(stderr, "play", err.Error())
	}
	if *think < 0 {
		return badInput(stderr, "play", "--think must be 0 or more")
	}
	if d, pause := decide, *think; pause > 0 {
		decide = func(v engine.View) engine.Action {
			time.Sleep(pause)
			return d(v)
		}
	}
	if *create {
		if _, err := engine.Lookup(*game, *nPlayers, options...); err != nil {
			return badInput(stderr, "play", err.Error())
		}
	}
	var ev *bufio.Writer
	if *eventsFile != "" {
		f, err := os.Create(*eventsFile)
		if err != nil {
			fmt.Fprintf(stderr, "noddy-cli play: %v\n", err)
			return exitFailure
		}
		defer f.Close()
		ev = bufio.NewWriter(f)
		defer ev.Flush()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	base, id := *server, ""
	if *create {
		c, err := tableclient.Create(ctx, base, *game, *nPlayers, options)
		if err != nil {
			fmt.Fprintf(stderr, "noddy-cli play: %v\n", err)
			return exitFailure
		}
		id = c.ID
		fmt.Fprintf(stdout, "link: %s\n", c.Link)
	} else {
		base, id, err = client.ParseLink(*join)
		if err != nil {
			return badInput(stderr, "play", fmt.Sprintf("--join %q: %v", *join, err))
		}
	}
	p := &seatPlay{out: stdout, ev: ev}
	p.c = &tableclient.Client{Servers: []string{base}, Table: id, Name: *name, Decide: decide,
		Logf: func(f string, a ...any) { fmt.Fprintf(stderr, "noddy-cli play: "+f+"\n", a...) }}
	p.c.OnFrame = p.frame
	p.c.OnItem = p.item
	p.c.Done = func() bool { return p.over }
	err = p.c.Run(ctx)
	switch {
	case errors.Is(err, tableclient.ErrNotFound):
		// The server cannot tell a link that never led to a table from one
		// whose table has gone: neither is claimed.
		fmt.Fprintln(stderr, "noddy-cli play: no table at this link (there may never have been one, or it has gone). Create a new one with --create.")
		return exitBadInput
	case errors.Is(err, tableclient.ErrGone):
		fmt.Fprintln(stderr, "noddy-cli play: this table has gone (nobody joined or played it for 48 hours, or its match ended). Create a new one with --create.")
		return exitBadInput
	case err != nil:
		fmt.Fprintf(stderr, "noddy-cli play: %v\n", err)
		return exitFailure
	}
	return exitOK
}

// seatPlay follows one seat's stream: it prints what happens at the
// table and keeps the match's events for --events.
type seatPlay struct {
	c      *tableclient.Client
	out    io.Writer
	ev     *bufio.Writer
	table  *protocol.TableState
	names  []string
	events []engine.Event
	over   bool
	told   bool
}

func (p *seatPlay) frame(_ []byte, m *protocol.ServerMsg) {
	if m.Type != protocol.Welcome || m.Table == nil {
		return
	}
	p.table = m.Table
	p.names = make([]string, len(m.Table.Seats))
	for i, s := range m.Table.Seats {
		p.names[i] = s.Name
	}
	if !p.told {
		p.told = true
		if *m.Seat < 0 {
			fmt.Fprintln(p.out, "the table is full: watching")
		} else {
			fmt.Fprintf(p.out, "seat %d of %d at %s\n", *m.Seat, len(m.Table.Seats), m.Table.Title)
		}
		if m.Table.Status == protocol.StatusWaiting {
			fmt.Fprintln(p.out, "waiting for the other seats…")
		}
	}
}

func (p *seatPlay) name(s int) string {
	if s >= 0 && s < len(p.names) {
		return p.names[s]
	}
	return "a spectator"
}

func (p *seatPlay) item(it protocol.Item) {
	switch it.Kind {
	case protocol.ItemSeated, protocol.ItemName:
		if it.Seat >= 0 && it.Seat < len(p.names) {
			p.names[it.Seat] = it.Name
		}
		if it.Kind == protocol.ItemSeated {
			fmt.Fprintf(p.out, "%s sits at seat %d\n", escaped(it.Name), it.Seat)
		}
	case protocol.ItemPresence:
		fmt.Fprintln(p.out, escaped(english.Presence(p.name(it.Seat), it.Here)))
	case protocol.ItemChat:
		fmt.Fprintf(p.out, "%s: %s\n", escaped(it.Name), escaped(it.Text))
	case protocol.ItemMatch:
		p.events = p.events[:0]
		fmt.Fprintf(p.out, "match %d begins\n", it.Match)
	case protocol.ItemEvent:
		p.events = append(p.events, it.Event.Event)
	case protocol.ItemEnd:
		p.over = true
		w := *it.Winner
		var scores []int
		if n := len(p.events); n > 0 {
			if won, ok := p.events[n-1].(engine.Won); ok {
				scores = won.Scores
			}
		}
		fmt.Fprintf(p.out, "winner: seat %d (%s), scores %s\n", w, escaped(p.name(w)), scoreText(scores))
		if it.Code != "" {
			fmt.Fprintf(p.out, "code: %s\n", it.Code) // noddy-cli review CODE, the same at every seat
		}
		if p.ev != nil && p.table != nil {
			target := 0
			if r, err := engine.Lookup(p.table.Game, p.table.Players, p.table.Options...); err == nil {
				target = r.Target
			}
			game := p.table.Game
			if game == "noddy" && len(p.table.Options) == 0 {
				game = "" // du Coeur's Noddy goes unnamed, as in sim's files
			}
			writeEventsAs(p.ev, it.Match-1, *it.Seed, game, p.table.Options, p.names, target, p.events, p.c.Seat)
		}
	}
}

// escaped is other people's text (names, chat) fit for a terminal: a
// character that is not graphic (a control such as ESC, a line break, a
// bidirectional override) is written as its escape, \x1b or \u202e, so
// that nobody's message can move the cursor, clear the screen, forge a
// line of this program's output or reorder what is read.
func escaped(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, "\\x%02x", s[0])
		case r == ' ' || r == 0x200c || r == 0x200d || unicode.IsGraphic(r) && !unicode.Is(unicode.Cf, r):
			b.WriteRune(r) // the joiners only join (an emoji's family)
		case r < 0x80:
			fmt.Fprintf(&b, "\\x%02x", r)
		default:
			fmt.Fprintf(&b, "\\u%04x", r)
		}
		s = s[n:]
	}
	return b.String()
}
