package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kamon/online/wire"
)

// rawConn is a WebSocket spoken to by hand (centrifuge's JSON protocol), to
// see every byte the server sends one viewer.
type rawConn struct {
	mu    sync.Mutex
	bytes [][]byte            // every message, as received
	pubs  map[string][][]byte // publication data per channel, in order
	c     *websocket.Conn
	done  chan struct{}
	ready chan struct{} // closed at the connect reply: subscribed from then on
}

// dialRaw connects as the holder of token in game id, through HTTP for the
// connect token (kept in log too).
func dialRaw(t testing.TB, base, id, token string, log *byteLog) *rawConn {
	t.Helper()
	status, body := raw(t, "POST", base+wire.GamePath(wire.PathConnect, id), token, nil)
	log.add(body)
	if status != 200 {
		t.Fatalf("connect token: %d %s", status, body)
	}
	var ct wire.ConnectResponse
	if err := json.Unmarshal(body, &ct); err != nil {
		t.Fatalf("connect token: %v in %s", err, body)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, strings.Replace(base, "http://", "ws://", 1)+wire.PathSocket, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(8 << 20)
	cmd, err := json.Marshal(map[string]any{"id": 1, "connect": map[string]any{"token": ct.Token}})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Write(ctx, websocket.MessageText, cmd); err != nil {
		t.Fatal(err)
	}
	r := &rawConn{c: c, pubs: map[string][][]byte{}, done: make(chan struct{}), ready: make(chan struct{})}
	go r.read(log)
	t.Cleanup(func() { c.CloseNow(); <-r.done })
	select {
	case <-r.ready:
	case <-time.After(10 * time.Second):
		t.Fatal("no connect reply")
	}
	return r
}

func (r *rawConn) read(log *byteLog) {
	defer close(r.done)
	for {
		_, msg, err := r.c.Read(context.Background())
		if err != nil {
			return
		}
		log.add(msg)
		for _, line := range bytes.Split(msg, []byte("\n")) {
			var rep struct {
				ID   int `json:"id"`
				Push *struct {
					Channel string `json:"channel"`
					Pub     *struct {
						Data json.RawMessage `json:"data"`
					} `json:"pub"`
				} `json:"push"`
			}
			if len(bytes.TrimSpace(line)) == 0 {
				r.c.Write(context.Background(), websocket.MessageText, []byte("{}"))
				continue
			}
			if json.Unmarshal(line, &rep) == nil && rep.ID == 1 {
				close(r.ready)
			}
			if rep.Push != nil && rep.Push.Pub != nil {
				r.mu.Lock()
				r.pubs[rep.Push.Channel] = append(r.pubs[rep.Push.Channel], rep.Push.Pub.Data)
				r.mu.Unlock()
			}
		}
	}
}

// waitPubs waits for n publications on a channel and returns them.
func (r *rawConn) waitPubs(t testing.TB, ch string, n int) [][]byte {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		r.mu.Lock()
		got := append([][]byte(nil), r.pubs[ch]...)
		r.mu.Unlock()
		if len(got) >= n {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d publications on %s, want %d", len(got), ch, n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// byteLog keeps every byte a viewer received.
type byteLog struct {
	mu  sync.Mutex
	all [][]byte
}

func (l *byteLog) add(b []byte) {
	if l == nil {
		return
	}
	l.mu.Lock()
	l.all = append(l.all, append([]byte(nil), b...))
	l.mu.Unlock()
}

// rawDo is raw, logged.
func rawDo(t testing.TB, log *byteLog, method, url, token string, body []byte) (int, []byte) {
	status, data := raw(t, method, url, token, body)
	log.add(data)
	return status, data
}
