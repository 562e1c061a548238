//go:build !js

package online

import (
	"os/exec"
	"strings"
	"testing"
)

// TestBrowserBuildCarriesNoNetHTTP: the browser build of the client speaks
// through the page's fetch and WebSocket; net/http, crypto/tls or the net
// package in it would cost the bundle far more than its budget allows.
func TestBrowserBuildCarriesNoNetHTTP(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "net" || dep == "net/http" || strings.HasPrefix(dep, "crypto/") || strings.HasPrefix(dep, "github.com/coder/websocket") {
			t.Errorf("the js/wasm build of kamon/online imports %s", dep)
		}
	}
}
