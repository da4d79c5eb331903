package server

import (
	"encoding/json"
	"errors"
	"html/template"
	"io"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/protocol"
)

// Handler serves the tables' HTTP side (docs/PROTOCOL.md):
//
//	POST /api/tables              create a table: {"game","players","options"}
//	GET  /api/tables/{id}         the table's state, or 410 when it has gone
//	GET  /api/tables/{id}/ws      the table over WebSocket
//	GET  /api/tables/{id}/record  the finished matches' seeds and actions
//	GET  /t/{id}                  the link: the game's page, or a plain page: gone, or not found
//	POST /t/new                   the gone page's button: a new table, then its link
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/tables", s.handleCreate)
	mux.HandleFunc("GET /api/tables/{id}", s.handleInfo)
	mux.HandleFunc("GET /api/tables/{id}/ws", func(w http.ResponseWriter, r *http.Request) {
		s.ServeWS(w, r, r.PathValue("id"))
	})
	mux.HandleFunc("GET /api/tables/{id}/record", s.handleRecord)
	mux.HandleFunc("GET /t/{id}", s.handleLink)
	mux.HandleFunc("POST /t/new", s.handleNew)
	return mux
}

// noRoomRetry is a new table's Retry-After when the store is short of
// room (seconds): room comes back as tables expire, over hours.
const noRoomRetry = "600"

// maxCreateBody is the most a create's body may be.
const maxCreateBody = 4 << 10

// CreateRequest is POST /api/tables's body; every field may be left out.
type CreateRequest struct {
	Game    string   `json:"game"`
	Players int      `json:"players"`
	Options []string `json:"options"`
	// Voice lets the seats talk (WebRTC between the browsers; the server
	// relays only their signals).
	Voice bool `json:"voice"`
}

// CreateResponse is what POST /api/tables answers (201).
type CreateResponse struct {
	V     int                  `json:"v"`
	ID    string               `json:"id"`
	Link  string               `json:"link"`
	Table *protocol.TableState `json:"table"`
}

// apiError is every error body of the HTTP side.
type apiError struct {
	Error   string `json:"error"`
	Message string `json:"message"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// fromUs says whether a request that creates a table may: one from a
// page of this server (or of a host in Origins), or from no page at all
// (a program, which sends JSON). A page elsewhere could otherwise make
// its visitors create tables here, each visitor's address a fresh limit:
// a form or a no-cors fetch can POST text/plain, never application/json
// without a CORS preflight this server does not answer.
func (s *Server) fromUs(r *http.Request) bool {
	if o := r.Header.Get("Origin"); o != "" {
		u, err := url.Parse(o)
		if err != nil || u.Host == "" {
			return false
		}
		host := strings.ToLower(u.Host)
		if host == strings.ToLower(r.Host) {
			return true
		}
		if p, err := url.Parse(s.cfg.PublicURL); err == nil && s.cfg.PublicURL != "" && host == strings.ToLower(p.Host) {
			return true
		}
		for _, pat := range s.cfg.Origins {
			if ok, _ := path.Match(strings.ToLower(pat), host); ok {
				return true
			}
		}
		return false
	}
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin", "none":
		return true
	case "":
	default:
		return false
	}
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return mt == "application/json"
}

func (s *Server) refuseForeign(w http.ResponseWriter) {
	s.refused("cross-site")
	writeJSON(w, http.StatusForbidden, apiError{"cross-site", "tables are created from this server's own page, or with a JSON body (Content-Type: application/json)"})
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	if !s.fromUs(r) {
		s.refuseForeign(w)
		return
	}
	if !s.createLim.allow(s.clientAddr(r)) {
		s.refused("create-rate")
		w.Header().Set("Retry-After", "10")
		writeJSON(w, http.StatusTooManyRequests, apiError{"rate", "too many tables created from this address; wait a little"})
		return
	}
	var req CreateRequest
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxCreateBody))
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		s.refused(limBody)
		// net/http reads what is left of a body before it answers, to
		// keep the connection: a chunked body that never ends held the
		// 413 until the read timeout. A closing answer goes at once.
		w.Header().Set("Connection", "close")
		writeJSON(w, http.StatusRequestEntityTooLarge, apiError{"too-large", "a new table's body is at most 4 KB"})
		return
	}
	if err == nil && len(strings.TrimSpace(string(body))) > 0 {
		err = json.Unmarshal(body, &req)
	}
	if err == nil && (len(req.Options) > 16 || req.Players < 0 || req.Players > 8) {
		err = errors.New("out of range")
	}
	if err != nil {
		writeJSON(w, http.StatusBadRequest, apiError{protocol.ErrBadJSON, "the body must be {\"game\":…,\"players\":…,\"options\":[…],\"voice\":…}"})
		return
	}
	id, ts, err := s.CreateTable(r.Context(), req)
	var ug *engine.UnknownGameError
	switch {
	case errors.As(err, &ug):
		writeJSON(w, http.StatusBadRequest, apiError{"bad-game", ug.Error()})
		return
	case errors.Is(err, errNoRoom):
		w.Header().Set("Retry-After", noRoomRetry)
		writeJSON(w, http.StatusServiceUnavailable, apiError{protocol.ErrStoreFull, english.StoreNoNewTables})
		return
	case err != nil:
		s.cfg.Log.Error("create table", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, apiError{protocol.ErrServer, "the table store failed; try again"})
		return
	}
	writeJSON(w, http.StatusCreated, CreateResponse{V: protocol.Version, ID: id, Link: s.link(r, id), Table: ts})
}

func (s *Server) link(r *http.Request, id string) string {
	if s.cfg.PublicURL != "" {
		return strings.TrimRight(s.cfg.PublicURL, "/") + "/t/" + id
	}
	scheme := "http"
	if r.TLS != nil || s.viaProxy(r) && r.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	return scheme + "://" + r.Host + "/t/" + id
}

// goneJSON answers for a table that is not there: 410 for one that went,
// 404 for one the server has no record of (ErrNotFound).
func (s *Server) goneJSON(w http.ResponseWriter, err error) {
	if errors.Is(err, ErrNotFound) {
		writeJSON(w, http.StatusNotFound, apiError{protocol.ErrNoTable, english.NotFound + " (POST /api/tables)"})
		return
	}
	writeJSON(w, http.StatusGone, apiError{protocol.Gone, english.TableWent + " (POST /api/tables)"})
}

func (s *Server) loadRateJSON(w http.ResponseWriter) {
	w.Header().Set("Retry-After", "5")
	writeJSON(w, http.StatusTooManyRequests, apiError{"rate", errLoadRate.Error()})
}

func (s *Server) handleInfo(w http.ResponseWriter, r *http.Request) {
	ts, err := s.infoFrom(r.Context(), r.PathValue("id"), s.clientAddr(r))
	switch {
	case errors.Is(err, ErrGone):
		s.goneJSON(w, err)
	case errors.Is(err, errLoadRate):
		s.loadRateJSON(w)
	case err != nil:
		writeJSON(w, http.StatusServiceUnavailable, apiError{protocol.ErrServer, "the table store failed; try again"})
	default:
		writeJSON(w, http.StatusOK, ts)
	}
}

func (s *Server) handleRecord(w http.ResponseWriter, r *http.Request) {
	rec, err := s.recordFrom(r.Context(), r.PathValue("id"), s.clientAddr(r))
	switch {
	case errors.Is(err, ErrGone):
		s.goneJSON(w, err)
	case errors.Is(err, errLoadRate):
		s.loadRateJSON(w)
	case err != nil:
		writeJSON(w, http.StatusServiceUnavailable, apiError{protocol.ErrServer, "the table store failed; try again"})
	default:
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		w.Write(rec)
	}
}

var gonePage = template.Must(template.New("gone").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{{.Title}} — Noddy</title>
<style>body{font:18px/1.5 system-ui,sans-serif;max-width:36em;margin:3em auto;padding:0 1em;background:#f7f3e8;color:#222}
button{font:inherit;padding:.5em 1.2em}</style></head>
<body><h1>{{.Title}}</h1>
<p>{{.Text}}</p>
<form method="post" action="/t/new"><button>Start a new table</button></form>
<p><a href="/">Back to the game</a></p></body></html>
`))

func (s *Server) handleLink(w http.ResponseWriter, r *http.Request) {
	if id := r.PathValue("id"); s.cfg.Index != nil && !validID(id) && strings.Contains(id, ".") {
		// The link's page names its files relatively and moves them to the
		// folder above with a <base> its script adds; a browser's preload
		// scanner fetches them before that (/t/wasm_exec.js): they are the
		// folder's files.
		r2 := r.Clone(r.Context())
		r2.URL.Path = "/" + id
		s.cfg.Index.ServeHTTP(w, r2)
		return
	}
	_, err := s.infoFrom(r.Context(), r.PathValue("id"), s.clientAddr(r))
	switch {
	case errors.Is(err, errLoadRate) && s.cfg.Index != nil:
		// The game's page: its connection waits out the limit (1013) and
		// comes back, where a page of words would end there.
		r2 := r.Clone(r.Context())
		r2.URL.Path = "/"
		s.cfg.Index.ServeHTTP(w, r2)
	case errors.Is(err, errLoadRate):
		w.Header().Set("Retry-After", "5")
		http.Error(w, errLoadRate.Error(), http.StatusTooManyRequests)
	case errors.Is(err, ErrGone):
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		page := struct{ Title, Text string }{english.GoneTitle, english.TableWent}
		status := http.StatusGone
		if errors.Is(err, ErrNotFound) {
			page.Title, page.Text, status = english.NotFoundTitle, english.NotFound, http.StatusNotFound
		}
		w.WriteHeader(status)
		gonePage.Execute(w, page)
	case err != nil:
		http.Error(w, "the table store failed; try again", http.StatusServiceUnavailable)
	case s.cfg.Index != nil:
		r2 := r.Clone(r.Context())
		r2.URL.Path = "/"
		s.cfg.Index.ServeHTTP(w, r2)
	default:
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		io.WriteString(w, "This is a Noddy table. Join it with: noddy-cli play --join "+s.link(r, r.PathValue("id"))+"\n")
	}
}

func (s *Server) handleNew(w http.ResponseWriter, r *http.Request) {
	if !s.fromUs(r) {
		http.Error(w, "a new table is made from this server's own page", http.StatusForbidden)
		return
	}
	if !s.createLim.allow(s.clientAddr(r)) {
		s.refused("create-rate")
		w.Header().Set("Retry-After", "10")
		http.Error(w, "too many tables created from this address; wait a little", http.StatusTooManyRequests)
		return
	}
	id, _, err := s.Create(r.Context(), "noddy", 0, nil)
	if errors.Is(err, errNoRoom) {
		w.Header().Set("Retry-After", noRoomRetry)
		http.Error(w, english.Capitalise(english.StoreNoNewTables)+".", http.StatusServiceUnavailable)
		return
	}
	if err != nil {
		http.Error(w, "the table store failed; try again", http.StatusServiceUnavailable)
		return
	}
	http.Redirect(w, r, "/t/"+id, http.StatusSeeOther)
}

// LimitBodies answers 413 to a request whose body is declared longer
// than n bytes, and cuts any body at n (a handler reading past it gets an
// error, and the connection is closed after the answer).
func LimitBodies(h http.Handler, n int64, s *Server) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > n {
			s.refused(limBody)
			w.Header().Set("Connection", "close")
			http.Error(w, "the request's body is too large", http.StatusRequestEntityTooLarge)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, n)
		h.ServeHTTP(w, r)
	})
}
