package online

import "testing"

// TestSplitReplies: centrifuge may put several replies in one message, one
// per line; an empty one is a ping.
func TestSplitReplies(t *testing.T) {
	msg := []byte("{\"id\":1,\"connect\":{\"client\":\"c\",\"ping\":25,\"pong\":true}}\n{\"push\":{\"channel\":\"game:x:public\",\"pub\":{\"data\":{\"ply\":3},\"offset\":7}}}\n")
	rs, err := splitReplies(msg)
	if err != nil || len(rs) != 2 || rs[0].Connect == nil || !rs[0].Connect.Pong || rs[1].Push.Pub.Offset != 7 {
		t.Fatalf("got %+v, %v", rs, err)
	}
	if rs, err := splitReplies([]byte("{}")); err != nil || len(rs) != 1 || !hasPing(rs) {
		t.Fatalf("a ping: %+v, %v", rs, err)
	}
	if rs, _ := splitReplies(msg); hasPing(rs) {
		t.Fatal("a connect reply and a push taken for a ping")
	}
	if _, err := splitReplies([]byte("{\"id\":")); err == nil {
		t.Fatal("a broken message was read")
	}
}
