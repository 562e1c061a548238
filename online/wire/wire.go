// Package wire is what the Kamon server and its clients say to each other:
// the JSON bodies of the HTTP API, the payload of every push, the channel
// names and the limits both sides keep. It is pure (no network, no clock),
// so the server, the desktop client and the browser client share it.
//
// Secrets travel in three forms, each a capability: an invite secret (in a
// link's URL fragment, exchanged once per device for a token), a device
// token (kept on the device, sent as "Authorization: Bearer"), and a connect
// token (short-lived, for the WebSocket only). The server stores only hashes
// of the first two.
package wire

import (
	"encoding/json"

	"kamon/rules"
)

// API paths, relative to the server's base URL. {id} is a game id.
const (
	PathCreate   = "/api/games"               // POST CreateRequest → CreateResponse
	PathJoin     = "/api/join"                // POST JoinRequest → JoinResponse
	PathMine     = "/api/mine"                // POST MineRequest → MineResponse
	PathGame     = "/api/games/{id}"          // GET → GameState (the bearer's seat or spectator)
	PathMove     = "/api/games/{id}/moves"    // POST MoveRequest → MoveResponse; 409 → Conflict
	PathConnect  = "/api/games/{id}/connect"  // POST → ConnectResponse
	PathReissue  = "/api/games/{id}/reissue"  // POST ReissueRequest (host token) → Invite
	PathRematch  = "/api/games/{id}/rematch"  // POST → RematchResponse
	PathTakeBack = "/api/games/{id}/takeback" // POST: the bearer's seat, played by a bot since its clock ran out, is the person's again
	PathSave     = "/api/games/{id}/save"     // GET: the finished game in Kamon's save format
	PathSocket   = "/connection/websocket"    // the centrifuge WebSocket (JSON protocol)
)

// GamePath is p with the game id filled in.
func GamePath(p, id string) string {
	const hole = "{id}"
	for i := 0; i+len(hole) <= len(p); i++ {
		if p[i:i+len(hole)] == hole {
			return p[:i] + id + p[i+len(hole):]
		}
	}
	return p
}

// Bounds both sides keep; the server refuses more.
const (
	MaxBody        = 16 << 10 // bytes of a request body
	MaxNameLen     = 16       // characters of a seat's name (the setup's limit)
	MaxNotationLen = 128      // bytes of an action's notation
	MaxRequestID   = 64       // bytes of a request id
	MaxTokens      = 64       // tokens in one "my games" call
)

// Clock is the time a seat has for each move: live minutes or days. A seat
// whose time runs out is played by a bot until its person takes it back.
// Zero PerMove is no clock.
type Clock struct {
	Kind    string `json:"kind,omitempty"` // "live" or "days"; "" is no clock
	PerMove int64  `json:"per_move_ms,omitempty"`
}

// SeatSpec is one seat asked for at creation.
type SeatSpec struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"` // "" a person; else a bot level
}

// CreateRequest starts a game. Config.Seed is ignored: the server deals.
type CreateRequest struct {
	Game   string       `json:"game"`
	Config rules.Config `json:"config"`
	Seats  []SeatSpec   `json:"seats"`
	Clock  Clock        `json:"clock"`
	// HostSeat, when the request carries a device token (Authorization:
	// Bearer), seats that token's player at this seat, so that the host's
	// device needs no link for its own seat; -1 or absent otherwise.
	HostSeat *int `json:"host_seat,omitempty"`
}

// Invite is a link's secret for one seat (Seat -1: the spectators'). The
// secret belongs in the URL fragment, which browsers never send to a server.
type Invite struct {
	Seat   int    `json:"seat"`
	Secret string `json:"secret"`
}

// CreateResponse answers CreateRequest.
type CreateResponse struct {
	Game      string   `json:"game_id"`
	HostToken string   `json:"host_token"` // reissues links; keep it on the host's device
	Invites   []Invite `json:"invites"`    // one per human seat, then the spectators' (Seat -1)
	// Token is a device token for HostSeat when one was asked for.
	Token string `json:"token,omitempty"`
}

// JoinRequest exchanges an invite secret for a device token.
type JoinRequest struct {
	Secret string `json:"secret"`
	Name   string `json:"name,omitempty"` // the seat's name, if the person sets it
}

// JoinResponse is the token, for this device, of a seat or of a spectator.
type JoinResponse struct {
	Game   string       `json:"game_id"`
	Seat   rules.Player `json:"seat"` // NoPlayer for a spectator
	Token  string       `json:"token"`
	Player string       `json:"player,omitempty"` // the seat's player id, the same across rematches
}

// ReissueRequest asks a new link for a seat; the old link and every device
// token that came from it stop working.
type ReissueRequest struct {
	Seat int `json:"seat"`
}

// RematchResponse names the new game: the same people in the same seats,
// a new deal. Their device tokens reach it without new links.
type RematchResponse struct {
	Game string `json:"game_id"`
}

// SeatInfo is what anyone in a game may know of a seat.
type SeatInfo struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"` // the level of a bot seat
	// Stand-in: a bot plays this person's seat since their clock ran out.
	StandIn bool `json:"stand_in,omitempty"`
	Joined  bool `json:"joined,omitempty"` // a device holds a token for it
}

// Record is one applied action as one viewer may know it.
type Record struct {
	Ply    int          `json:"ply"` // from 1
	Mover  rules.Player `json:"mover"`
	Action string       `json:"action,omitempty"` // notation; absent where the viewer may not read it
	// Events are rules.EncodeEvents of the action's events, each as the
	// viewer reads it (rules.Event.For).
	Events json.RawMessage `json:"events"`
}

// GameState is a whole game as one viewer may know it: what a client
// shows after a (re)connection and after a gap in pushes.
type GameState struct {
	Game     string          `json:"game_id"`
	GameKind string          `json:"game"` // the rules' id: mana, shinobi, peuple, gosu
	Seat     rules.Player    `json:"seat"` // the viewer; NoPlayer for a spectator
	Seats    []SeatInfo      `json:"seats"`
	Config   rules.Config    `json:"config"` // Seed is always 0 here
	Clock    Clock           `json:"clock"`
	Ply      int             `json:"ply"`
	ToMove   rules.Player    `json:"to_move"`
	Deadline int64           `json:"deadline_ms,omitempty"` // when the mover's time runs out (Unix ms)
	View     json.RawMessage `json:"view"`                  // View(Seat).MarshalJSON, seed hidden
	Records  []Record        `json:"records"`
	Outcome  rules.Outcome   `json:"outcome"`
	Rematch  string          `json:"rematch,omitempty"` // the rematch's game id, once there is one
}

// MoveRequest plays the bearer's seat's action at Ply (the ply the client
// saw: the number of actions played so far). RequestID makes a retry safe:
// the same id gets the same answer and commits nothing twice.
type MoveRequest struct {
	Ply       int    `json:"ply"`
	Action    string `json:"action"`
	RequestID string `json:"request_id"`
}

// MoveResponse is the action committed, as the mover's seat sees it.
type MoveResponse struct {
	Record Record `json:"record"`
	Ply    int    `json:"ply"` // after the action
}

// Conflict is the body of a 409: the client's ply was stale. State is the
// game as the seat sees it now.
type Conflict struct {
	Error string    `json:"error"`
	State GameState `json:"state"`
}

// Error is the body of every other refusal.
type Error struct {
	Error string `json:"error"`
}

// ConnectResponse is a short-lived token for the WebSocket, whose
// connection the server subscribes to Channels.
type ConnectResponse struct {
	Token    string   `json:"token"`
	Expires  int64    `json:"expires_ms"` // Unix ms
	Channels []string `json:"channels"`
}

// MineRequest lists the games of the device tokens a device holds.
type MineRequest struct {
	Tokens []string `json:"tokens"`
}

// MineEntry is one game of a "my games" list.
type MineEntry struct {
	Token    string       `json:"token"` // which of the device's tokens it is
	Game     string       `json:"game_id"`
	GameKind string       `json:"game"`
	Seat     rules.Player `json:"seat"`
	Seats    []SeatInfo   `json:"seats"`
	Ply      int          `json:"ply"`
	ToMove   rules.Player `json:"to_move"`
	YourTurn bool         `json:"your_turn"`
	Over     bool         `json:"over"`
	Updated  int64        `json:"updated_ms"`
}

// MineResponse lists games the player's turn first, then those waiting for
// others, then finished ones, the most recent first within each. Tokens
// that are unknown or revoked are listed in Revoked, so the device can
// forget them.
type MineResponse struct {
	Games   []MineEntry `json:"games"`
	Revoked []string    `json:"revoked,omitempty"`
}

// Push is the payload of one publication on a seat's or the public channel:
// the action at Ply as the channel's viewer may know it, and the view after
// it. A client applies a push whose Ply is one more than its own, ignores
// older ones, and refetches GameState after a gap.
type Push struct {
	Game     string          `json:"game_id"`
	Ply      int             `json:"ply"`
	Record   *Record         `json:"record,omitempty"` // nil when only Seats changed
	ToMove   rules.Player    `json:"to_move"`
	Deadline int64           `json:"deadline_ms,omitempty"`
	View     json.RawMessage `json:"view"`
	Outcome  rules.Outcome   `json:"outcome"`
	Seats    []SeatInfo      `json:"seats,omitempty"` // when a seat changed hands (stand-in, back)
}

// Notice is a publication on a player's inbox channel.
type Notice struct {
	Kind string `json:"kind"` // NoticeTurn, NoticeRematch, NoticeOver
	Game string `json:"game_id"`
	Ply  int    `json:"ply,omitempty"`
	// Rematch is the new game's id (NoticeRematch).
	Rematch string `json:"rematch,omitempty"`
}

// Notice kinds.
const (
	NoticeTurn    = "turn"
	NoticeRematch = "rematch"
	NoticeOver    = "over"
)

// Channel names. The server subscribes a connection to its channels itself;
// clients never subscribe, so a client cannot ask for another seat's.
func SeatChannel(game string, seat rules.Player) string {
	if seat == rules.NoPlayer {
		return PublicChannel(game)
	}
	return "game:" + game + ":seat:" + itoa(int(seat))
}

// PublicChannel carries the spectators' view of a game.
func PublicChannel(game string) string { return "game:" + game + ":public" }

// InboxChannel carries a player's notices, across games.
func InboxChannel(player string) string { return "inbox:" + player }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
