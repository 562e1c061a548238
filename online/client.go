// Package online is the client of Kamon's online games, for the app on the
// desktop and in the browser alike: the calls of the server's HTTP API
// (Client) and a live game seen from one seat or as a spectator (Session),
// which keeps its WebSocket, catches up on what it missed and exposes to a
// single-threaded game loop an immutable Snapshot and a non-blocking Send.
//
// What goes over the wire is in online/wire. The browser build speaks
// through the page's fetch and WebSocket (syscall/js), the desktop's through
// net/http and coder/websocket: the WebAssembly bundle carries neither
// net/http nor crypto/tls.
package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"kamon/online/wire"
)

// Client calls one server's API. It is safe for concurrent use.
type Client struct {
	base string
	tr   transport
}

// NewClient is a client of the server at base, such as
// "https://kamon.example" or "http://127.0.0.1:8090".
func NewClient(base string) *Client {
	return &Client{base: strings.TrimRight(base, "/"), tr: newTransport()}
}

// Error is a refusal from the server, or a failure to reach it. Message is a
// sentence a screen can show as it is.
type Error struct {
	Status  int    // the HTTP status; 0 when the server could not be reached
	Message string // what went wrong, in a sentence
	// State is the game as the seat sees it now, when a move came at a
	// stale ply (Status 409).
	State *wire.GameState
}

func (e *Error) Error() string { return e.Message }

// Offline reports whether the server could not be reached at all.
func (e *Error) Offline() bool { return e.Status == 0 }

// call sends in (nil for none) and decodes the answer into out.
func (c *Client) call(ctx context.Context, method, path, token string, in, out any) error {
	var body []byte
	if in != nil {
		var err error
		if body, err = json.Marshal(in); err != nil {
			return err
		}
	}
	status, data, err := c.tr.do(ctx, method, c.base+path, token, body)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return &Error{Message: "the server cannot be reached: " + err.Error()}
	}
	if status != statusOK {
		return refusal(status, data)
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		return &Error{Status: status, Message: "the server's answer could not be read"}
	}
	return nil
}

// refusal reads an error body.
func refusal(status int, data []byte) *Error {
	var c wire.Conflict
	if json.Unmarshal(data, &c) == nil && c.Error != "" {
		e := &Error{Status: status, Message: c.Error}
		if status == statusConflict && c.State.Game != "" {
			e.State = &c.State
		}
		return e
	}
	return &Error{Status: status, Message: fmt.Sprintf("the server refused (HTTP %d)", status)}
}

// IsStatus reports whether err is a server refusal with that status.
func IsStatus(err error, status int) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == status
}

// Create starts a game. token, if set, is a device token whose player takes
// req.HostSeat.
func (c *Client) Create(ctx context.Context, req wire.CreateRequest, token string) (*wire.CreateResponse, error) {
	var out wire.CreateResponse
	return &out, c.call(ctx, "POST", wire.PathCreate, token, req, &out)
}

// Join exchanges an invite secret (from a link's fragment) for this
// device's token; name, if set, renames the seat.
func (c *Client) Join(ctx context.Context, secret, name string) (*wire.JoinResponse, error) {
	var out wire.JoinResponse
	return &out, c.call(ctx, "POST", wire.PathJoin, "", wire.JoinRequest{Secret: secret, Name: name}, &out)
}

// Mine lists the games of the device's tokens, the player's turn first.
func (c *Client) Mine(ctx context.Context, tokens []string) (*wire.MineResponse, error) {
	var out wire.MineResponse
	return &out, c.call(ctx, "POST", wire.PathMine, "", wire.MineRequest{Tokens: tokens}, &out)
}

// Fetch is the game as the token's seat (or spectator) sees it now.
func (c *Client) Fetch(ctx context.Context, game, token string) (*wire.GameState, error) {
	var out wire.GameState
	return &out, c.call(ctx, "GET", wire.GamePath(wire.PathGame, game), token, nil, &out)
}

// Move plays an action. A stale ply is an *Error with Status 409 and State.
func (c *Client) Move(ctx context.Context, game, token string, req wire.MoveRequest) (*wire.MoveResponse, error) {
	var out wire.MoveResponse
	return &out, c.call(ctx, "POST", wire.GamePath(wire.PathMove, game), token, req, &out)
}

// Connect is a short-lived token for the WebSocket.
func (c *Client) Connect(ctx context.Context, game, token string) (*wire.ConnectResponse, error) {
	var out wire.ConnectResponse
	return &out, c.call(ctx, "POST", wire.GamePath(wire.PathConnect, game), token, nil, &out)
}

// Reissue gives a seat (-1: the spectators) a new link, revoking the old
// one and the device tokens that came from it. hostToken is the one Create
// returned.
func (c *Client) Reissue(ctx context.Context, game, hostToken string, seat int) (*wire.Invite, error) {
	var out wire.Invite
	return &out, c.call(ctx, "POST", wire.GamePath(wire.PathReissue, game), hostToken, wire.ReissueRequest{Seat: seat}, &out)
}

// Rematch is the finished game's rematch, made at the first call: the same
// seats and people, a new deal. The same device tokens reach it.
func (c *Client) Rematch(ctx context.Context, game, token string) (*wire.RematchResponse, error) {
	var out wire.RematchResponse
	return &out, c.call(ctx, "POST", wire.GamePath(wire.PathRematch, game), token, nil, &out)
}

// TakeBack gives the token's seat back to its person after a bot stood in.
func (c *Client) TakeBack(ctx context.Context, game, token string) (*wire.GameState, error) {
	var out wire.GameState
	return &out, c.call(ctx, "POST", wire.GamePath(wire.PathTakeBack, game), token, nil, &out)
}

// Save is a finished game in Kamon's save format (game.Load reads it).
func (c *Client) Save(ctx context.Context, game, token string) ([]byte, error) {
	status, data, err := c.tr.do(ctx, "GET", c.base+wire.GamePath(wire.PathSave, game), token, nil)
	if err != nil {
		return nil, &Error{Message: "the server cannot be reached: " + err.Error()}
	}
	if status != statusOK {
		return nil, refusal(status, data)
	}
	return data, nil
}

// socketURL is the WebSocket's address.
func (c *Client) socketURL() string {
	u := c.base
	switch {
	case strings.HasPrefix(u, "https://"):
		u = "wss://" + u[len("https://"):]
	case strings.HasPrefix(u, "http://"):
		u = "ws://" + u[len("http://"):]
	}
	return u + wire.PathSocket
}

// HTTP statuses, said here so that the browser build needs no net/http.
const (
	statusOK       = 200
	statusConflict = 409
)
