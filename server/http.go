package server

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"time"

	"kamon/online/wire"
)

// requestTimeout bounds every API call.
const requestTimeout = 10 * time.Second

// appWriteTimeout is how long the app's largest file, the bundle at about
// 3 MB, may take to reach a phone on a slow line; the API's answers keep
// the server's shorter deadline.
const appWriteTimeout = 5 * time.Minute

// Handler is the server's HTTP handler: the API, the WebSocket and, when
// the config has it, the browser app.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	api := func(pattern string, h func(*http.Request) (any, error)) {
		mux.Handle(pattern, s.apiHandler(h))
	}
	api("POST "+wire.PathCreate, s.create)
	api("POST "+wire.PathJoin, s.join)
	api("POST "+wire.PathMine, s.mine)
	api("GET "+wire.PathGame, s.fetch)
	api("POST "+wire.PathMove, s.postMove)
	api("POST "+wire.PathConnect, s.connect)
	api("POST "+wire.PathReissue, s.reissue)
	api("POST "+wire.PathRematch, s.rematch)
	api("POST "+wire.PathTakeBack, s.takeBack)
	mux.HandleFunc("GET "+wire.PathSave, s.save)
	socket := s.hub.Handler()
	mux.HandleFunc(wire.PathSocket, func(w http.ResponseWriter, r *http.Request) {
		if !s.addrLimit.allow(s.clientAddr(r), time.Now()) {
			http.Error(w, "too many requests", http.StatusTooManyRequests)
			return
		}
		// The HTTP server's deadlines are for requests; a socket lives on,
		// with centrifuge's own pings and write timeouts.
		rc := http.NewResponseController(w)
		rc.SetReadDeadline(time.Time{})
		rc.SetWriteDeadline(time.Time{})
		socket.ServeHTTP(w, r)
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok\n") })
	if s.cfg.App != nil {
		mux.Handle("/", s.app(s.cfg.App))
	}
	return s.cors(mux)
}

// cors lets the app call the API from the origins allowed (Config.Origins):
// the browser app may be served from another site than the server's. A
// token travels in the Authorization header, never in a cookie, so no
// credentials are allowed across origins.
func (s *Server) cors(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin != "" && s.originAllowed(origin) {
			h := w.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			h.Add("Vary", "Origin")
			if r.Method == http.MethodOptions {
				h.Set("Access-Control-Allow-Methods", "GET, POST")
				h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type")
				h.Set("Access-Control-Max-Age", "600")
				w.WriteHeader(http.StatusNoContent)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

func (s *Server) originAllowed(origin string) bool {
	return slices.Contains(s.cfg.Origins, "*") || slices.Contains(s.cfg.Origins, origin)
}

// apiHandler runs h under the request bounds and writes its JSON answer.
func (s *Server) apiHandler(h func(*http.Request) (any, error)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		if !s.addrLimit.allow(s.clientAddr(r), time.Now()) {
			writeJSON(w, http.StatusTooManyRequests, wire.Error{Error: "too many requests from this address; wait a little"})
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), requestTimeout)
		defer cancel()
		r = r.WithContext(ctx)
		r.Body = http.MaxBytesReader(w, r.Body, wire.MaxBody)
		out, err := h(r)
		var ae *apiError
		switch {
		case err == nil:
			writeJSON(w, http.StatusOK, out)
		case errors.As(err, &ae) && ae.conflict != nil:
			writeJSON(w, ae.status, wire.Conflict{Error: ae.msg, State: *ae.conflict})
		case errors.As(err, &ae):
			writeJSON(w, ae.status, wire.Error{Error: ae.msg})
		case errors.Is(err, context.DeadlineExceeded):
			writeJSON(w, http.StatusServiceUnavailable, wire.Error{Error: "the server is busy; try again"})
		default:
			s.log.Error("api", "path", r.URL.Path, "err", err)
			writeJSON(w, http.StatusInternalServerError, wire.Error{Error: "the server failed; try again"})
		}
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		status, data = http.StatusInternalServerError, []byte(`{"error":"the server failed to answer"}`)
	}
	w.WriteHeader(status)
	w.Write(data)
}

// decode reads a bounded JSON body into v.
func decode(r *http.Request, v any) error {
	data, err := io.ReadAll(r.Body)
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return refuse(http.StatusRequestEntityTooLarge, "the request is larger than %d bytes", wire.MaxBody)
	}
	if err != nil {
		return refuse(http.StatusBadRequest, "the request could not be read")
	}
	if err := json.Unmarshal(data, v); err != nil {
		return refuse(http.StatusBadRequest, "the request is not valid JSON of the expected shape")
	}
	return nil
}

// clientAddr is the address rate limits count by.
func (s *Server) clientAddr(r *http.Request) string {
	if s.cfg.TrustProxy {
		if f := r.Header.Get("X-Forwarded-For"); f != "" {
			parts := strings.Split(f, ",")
			return strings.TrimSpace(parts[len(parts)-1])
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// bearer is the request's device token.
func bearer(r *http.Request) (string, error) {
	t, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || t == "" || len(t) > 128 {
		return "", refuse(http.StatusUnauthorized, "this needs the device token of a seat or a spectator (Authorization: Bearer)")
	}
	return t, nil
}

// app serves the browser app's files, at its pace, within the address's
// rate limit. Serving it here makes an invite link (this server's address
// with the secret after #) open the app that joins the game.
func (s *Server) app(files http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.addrLimit.allow(s.clientAddr(r), time.Now()) {
			http.Error(w, "too many requests", http.StatusTooManyRequests)
			return
		}
		http.NewResponseController(w).SetWriteDeadline(time.Now().Add(appWriteTimeout))
		files.ServeHTTP(w, r)
	})
}
