package push

import (
	"strings"
	"testing"
	"time"
)

// TestConnectTokens: a token reads back with its claims until it expires;
// a forged, altered or foreign one is refused.
func TestConnectTokens(t *testing.T) {
	now := time.Now()
	s := NewSigner([]byte("key one"))
	c := Claims{User: "p1", Channels: []string{"game:g:seat:0", "inbox:p1"}, Expires: now.Add(time.Minute).UnixMilli()}
	tok := s.Issue(c)
	got, err := s.Verify(tok, now)
	if err != nil || got.User != "p1" || len(got.Channels) != 2 {
		t.Fatalf("a fresh token: %+v, %v", got, err)
	}
	if _, err := s.Verify(tok, now.Add(2*time.Minute)); err == nil {
		t.Fatal("an expired token was accepted")
	}
	if _, err := NewSigner([]byte("key two")).Verify(tok, now); err == nil {
		t.Fatal("a token of another key was accepted")
	}
	body, sig, _ := strings.Cut(tok, ".")
	forged := s.Issue(Claims{User: "p2", Channels: []string{"game:g:seat:1"}, Expires: c.Expires})
	fbody, _, _ := strings.Cut(forged, ".")
	for _, bad := range []string{"", "x", body, body + ".", fbody + "." + sig, tok + "x", strings.Repeat("a", 5000)} {
		if _, err := s.Verify(bad, now); err == nil {
			t.Errorf("token %.40q was accepted", bad)
		}
	}
}
