//go:build !js

package online

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

// netTransport is the desktop's: net/http and coder/websocket.
type netTransport struct{ client *http.Client }

func newTransport() transport {
	// Keep connections to the server open for reuse: a session posts a move
	// and fetches on the same few, and a tool running many sessions (the
	// load bench) would otherwise open one per call.
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConnsPerHost = 256
	return &netTransport{client: &http.Client{Timeout: 20 * time.Second, Transport: tr}}
}

func (t *netTransport) do(ctx context.Context, method, url, token string, body []byte) (int, []byte, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := t.client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxMessage))
	return resp.StatusCode, data, err
}

func (t *netTransport) dial(ctx context.Context, url string) (socket, error) {
	c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: t.client})
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(maxMessage)
	return &netSocket{c: c}, nil
}

type netSocket struct{ c *websocket.Conn }

func (s *netSocket) read(ctx context.Context) ([]byte, error) {
	_, data, err := s.c.Read(ctx)
	if err != nil {
		var ce websocket.CloseError
		if errors.As(err, &ce) {
			return nil, &closedError{code: int(ce.Code), reason: ce.Reason}
		}
	}
	return data, err
}

func (s *netSocket) write(ctx context.Context, msg []byte) error {
	return s.c.Write(ctx, websocket.MessageText, msg)
}

func (s *netSocket) close() { s.c.CloseNow() }
