package main

import (
	"net"
	"strings"
	"testing"
)

func TestServeRefusesBadArguments(t *testing.T) {
	cases := map[string][]string{
		"unexpected argument": {"--dir", t.TempDir(), "extra"},
		"make wasm":           {"--dir", t.TempDir(), "--addr", "127.0.0.1:0"},
		"flag provided":       {"--nope"},
	}
	for want, args := range cases {
		err := serve(args)
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
