//go:build js

package online

import (
	"context"
	"errors"
	"syscall/js"
)

// jsTransport is the browser's: the page's fetch and WebSocket, reached
// through syscall/js, which keeps net/http and crypto/tls out of the bundle.
type jsTransport struct{}

func newTransport() transport { return jsTransport{} }

// await waits for a promise, or for ctx.
func await(ctx context.Context, p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{v: args[0]}
		return nil
	})
	catch := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the request failed"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		ch <- result{err: errors.New(msg)}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	p.Call("then", then, catch)
	select {
	case r := <-ch:
		return r.v, r.err
	case <-ctx.Done():
		return js.Undefined(), ctx.Err()
	}
}

func (jsTransport) do(ctx context.Context, method, url, token string, body []byte) (int, []byte, error) {
	headers := js.Global().Get("Object").New()
	if body != nil {
		headers.Set("Content-Type", "application/json")
	}
	if token != "" {
		headers.Set("Authorization", "Bearer "+token)
	}
	opts := js.Global().Get("Object").New()
	opts.Set("method", method)
	opts.Set("headers", headers)
	opts.Set("cache", "no-store")
	if body != nil {
		opts.Set("body", string(body))
	}
	resp, err := await(ctx, js.Global().Call("fetch", url, opts))
	if err != nil {
		return 0, nil, err
	}
	text, err := await(ctx, resp.Call("text"))
	if err != nil {
		return 0, nil, err
	}
	s := text.String()
	if len(s) > maxMessage {
		return 0, nil, errors.New("the answer is too large")
	}
	return resp.Get("status").Int(), []byte(s), nil
}

// jsSocket is a browser WebSocket whose events land in channels.
type jsSocket struct {
	ws     js.Value
	msgs   chan []byte
	closed chan *closedError
	funcs  []js.Func
}

func (jsTransport) dial(ctx context.Context, url string) (socket, error) {
	ctor := js.Global().Get("WebSocket")
	if !ctor.Truthy() {
		return nil, errors.New("this browser has no WebSocket")
	}
	s := &jsSocket{ws: ctor.New(url), msgs: make(chan []byte, 256), closed: make(chan *closedError, 1)}
	opened := make(chan struct{}, 1)
	on := func(event string, f func(js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		s.funcs = append(s.funcs, fn)
		s.ws.Set(event, fn)
	}
	on("onopen", func(js.Value) { opened <- struct{}{} })
	on("onmessage", func(e js.Value) {
		data := e.Get("data")
		if data.Type() != js.TypeString { // centrifuge's JSON protocol sends text only
			return
		}
		msg := data.String()
		if len(msg) > maxMessage {
			s.ws.Call("close")
			return
		}
		select {
		case s.msgs <- []byte(msg):
		default:
			// The reader fell far behind: close, and recovery catches up.
			s.ws.Call("close")
		}
	})
	on("onclose", func(e js.Value) {
		select {
		case s.closed <- &closedError{code: e.Get("code").Int(), reason: e.Get("reason").String()}:
		default:
		}
	})
	select {
	case <-opened:
		return s, nil
	case ce := <-s.closed:
		s.close()
		return nil, ce
	case <-ctx.Done():
		s.close()
		return nil, ctx.Err()
	}
}

func (s *jsSocket) read(ctx context.Context) ([]byte, error) {
	select {
	case m := <-s.msgs:
		return m, nil
	default:
	}
	select {
	case m := <-s.msgs:
		return m, nil
	case ce := <-s.closed:
		s.closed <- ce
		return nil, ce
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (s *jsSocket) write(_ context.Context, msg []byte) error {
	if s.ws.Get("readyState").Int() != 1 {
		return errors.New("the connection is closed")
	}
	s.ws.Call("send", string(msg))
	return nil
}

func (s *jsSocket) close() {
	for _, ev := range []string{"onopen", "onmessage", "onclose"} {
		s.ws.Set(ev, js.Null()) // no event may call a released function
	}
	s.ws.Call("close")
	for _, f := range s.funcs {
		f.Release()
	}
	s.funcs = nil
}
