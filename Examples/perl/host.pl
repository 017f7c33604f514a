#!/usr/bin/perl
# A line-protocol host (protocol 4) providing only `pollInsets`,
# written from LineProtocol.md alone.
#
# The poller is the one the page recommends (LineProtocol.md, "pollInsets"):
#   - before the first layout pass: draw zeros, never ask;
#   - after layout: ask on every frame for 37 frames after each change of
#     `layout`, `size` or `orientation` (the change frame included), drawing
#     what UIKit just answered;
#   - then keep the last answer and stop asking.
#
# --bug  plants a classic poller bug: the first non-zero answer is cached
#        forever (a cache kept across a rotation / insets change).
use strict;
use warnings;
use JSON::PP ();

my $BUG = grep { $_ eq '--bug' } @ARGV;
my $ASK_FRAMES = 37;    # one frame more than the longest transition (36)

# stdout carries the protocol only; autoflush after every line.
binmode STDOUT;
binmode STDIN;
$| = 1;

my $json = JSON::PP->new->canonical(0);

# Doubles go back with 17 significant digits so they round-trip (page, "Values").
sub num {
    my ($v) = @_;
    return 'null' unless defined $v;
    my $s = sprintf('%.17g', $v);
    return $s;
}

sub insets_json {
    my ($i) = @_;
    return '[' . join(',', map { num($_) } @$i) . ']';
}

# One fresh poller over the whole session; pure in the session.
sub poll_insets {
    my ($frames) = @_;
    my @steps;
    my $drawn = [0, 0, 0, 0];     # what the host draws with (zeros before layout)
    my $have_cache = 0;
    my $left_to_ask = 0;          # frames of asking still owed
    my ($last_layout, $last_w, $last_h, $last_orient);
    my $seen = 0;                 # has the poller seen a frame yet?
    my $bug_kept;                 # --bug: first non-zero answer, kept forever

    for my $f (@$frames) {
        my $layout = $f->{layout};
        my ($w, $h) = @{ $f->{size} };
        my $orient = $f->{orientation};

        my $changed = !$seen
            || (defined $layout) != (defined $last_layout)
            || (defined $layout && $layout != $last_layout)
            || $w != $last_w || $h != $last_h
            || $orient ne $last_orient;
        $seen = 1;
        ($last_layout, $last_w, $last_h, $last_orient) = ($layout, $w, $h, $orient);

        my $asked = 0;
        if (!defined $layout) {
            # UIKit answers zeros before the first layout pass: do not ask.
            $drawn = [0, 0, 0, 0];
        } else {
            $left_to_ask = $ASK_FRAMES if $changed;
            if ($left_to_ask > 0) {
                $asked = 1;
                $left_to_ask--;
                $drawn = [ @{ $f->{answer} } ];   # reading `answer` is asking
                $have_cache = 1;
            }
            # otherwise: keep drawing the cached answer
        }

        my $out = $drawn;
        if ($BUG) {
            if (!defined $bug_kept && grep { $_ != 0 } @$drawn) {
                $bug_kept = [@$drawn];
            }
            $out = $bug_kept if defined $bug_kept;
        }
        push @steps, '{"asked":' . ($asked ? 'true' : 'false')
                   . ',"insets":' . insets_json($out) . '}';
    }
    return '[' . join(',', @steps) . ']';
}

sub id_json {
    my ($id) = @_;
    return 'null' unless defined $id;
    # ids are integers; keep their text whole
    return ($id =~ /^-?\d+$/) ? "$id" : $json->encode([$id]) =~ s/^\[|\]$//gr;
}

print $json->encode({ protocol => 4, name => 'perl fresh-eyes host' . ($BUG ? ' (--bug)' : ''),
                      provides => ['pollInsets'] }), "\n";

while (my $line = <STDIN>) {
    next if $line =~ /^\s*$/;
    my $req = eval { $json->decode($line) };
    if (!$req || ref $req ne 'HASH') {
        print '{"id":null,"error":"malformed request"}', "\n";
        next;
    }
    my $id = id_json($req->{id});
    my $fn = $req->{fn} // '';
    my $reply;
    if ($fn eq 'pollInsets') {
        my $frames = eval { $req->{args}{frames} };
        if (ref $frames eq 'ARRAY') {
            my $r = eval { poll_insets($frames) };
            $reply = defined $r
                ? qq({"id":$id,"result":$r})
                : qq({"id":$id,"error":) . $json->encode([ "pollInsets failed: $@" ]) =~ s/^\[|\]$//gr . '}';
        } else {
            $reply = qq({"id":$id,"error":"pollInsets expects args.frames, an array"});
        }
    } else {
        $reply = qq({"id":$id,"error":"a request for a function this host does not provide: ) . ($fn =~ s/[^A-Za-z0-9_]//gr) . '"}';
    }
    print $reply, "\n";
}
exit 0;
