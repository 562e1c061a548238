package online

import "context"

// transport is how the client reaches the server: HTTP requests and one
// WebSocket. The desktop's speaks through net/http and coder/websocket
// (transport_other.go); the browser's through the page's own fetch and
// WebSocket (transport_js.go), so that the WebAssembly bundle carries
// neither net/http nor crypto/tls.
type transport interface {
	// do sends one request; token, if set, goes as a bearer token.
	do(ctx context.Context, method, url, token string, body []byte) (status int, resp []byte, err error)
	// dial opens a WebSocket.
	dial(ctx context.Context, url string) (socket, error)
}

// socket is an open WebSocket carrying text messages.
type socket interface {
	// read waits for the next message; it fails once the socket closed, with
	// a *closedError when the server closed it with a code.
	read(ctx context.Context) ([]byte, error)
	write(ctx context.Context, msg []byte) error
	close()
}

// closedError is a socket the server closed, with its close code: the
// centrifuge codes (3500 invalid token, 3501 bad request, 3502 expired...)
// tell whether to come back.
type closedError struct {
	code   int
	reason string
}

func (e *closedError) Error() string { return "the connection was closed: " + e.reason }

// maxMessage bounds one WebSocket message the client reads: a push holds a
// view and a few events, well under this.
const maxMessage = 4 << 20
