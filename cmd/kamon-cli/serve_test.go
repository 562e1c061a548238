package main

import (
	"io"
	"net"
	"strings"
	"testing"
	"time"
)

func TestServeRefusesBadArguments(t *testing.T) {
	cases := map[string][]string{
		"unexpected argument": {"--dir", t.TempDir(), "extra"},
		"make wasm":           {"--dir", t.TempDir(), "--addr", "127.0.0.1:0"},
		"flag provided":       {"--nope"},
	}
	for want, args := range cases {
		err := serve(args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("serve(%q) = %v, want an error containing %q", args, err, want)
		}
	}
}

func TestPageURL(t *testing.T) {
	cases := map[string]*net.TCPAddr{
		"http://127.0.0.1:8080/": {IP: net.IPv4(127, 0, 0, 1), Port: 8080},
		"http://localhost:9000/": {IP: net.IPv6unspecified, Port: 9000},
		"http://[::1]:80/":       {IP: net.IPv6loopback, Port: 80},
	}
	for want, addr := range cases {
		if got := pageURL(addr); got != want {
			t.Errorf("pageURL(%v) = %q, want %q", addr, got, want)
		}
	}
}

// A stalled or slow client holds a connection only for a while; the bundle still has minutes
// to go out over a slow line.
func TestServerTimeouts(t *testing.T) {
	srv := newServer(nil)
	for name, d := range map[string]time.Duration{
		"ReadHeaderTimeout": srv.ReadHeaderTimeout, "ReadTimeout": srv.ReadTimeout,
		"WriteTimeout": srv.WriteTimeout, "IdleTimeout": srv.IdleTimeout,
	} {
		if d <= 0 || d > 10*time.Minute {
			t.Errorf("%s = %v, want a bound of at most 10 minutes", name, d)
		}
	}
	if srv.WriteTimeout < time.Minute {
		t.Errorf("WriteTimeout %v leaves the bundle less than a minute", srv.WriteTimeout)
	}
	if srv.ReadHeaderTimeout > srv.ReadTimeout {
		t.Errorf("ReadHeaderTimeout %v is longer than ReadTimeout %v", srv.ReadHeaderTimeout, srv.ReadTimeout)
	}
}

// A client that sends nothing is hung up on once the header timeout passes.
func TestServerHangsUpOnASilentClient(t *testing.T) {
	srv := newServer(nil)
	srv.ReadHeaderTimeout = 50 * time.Millisecond
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	defer srv.Close()
	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetReadDeadline(time.Now().Add(30 * time.Second))
	if _, err := io.ReadAll(conn); err != nil {
		t.Fatalf("the server did not close the silent connection: %v", err)
	}
}
