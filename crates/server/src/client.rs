//! Who a client is, for the limits per client ([`crate::limits::Limits`]): its address, or,
//! behind a trusted reverse proxy, the address that proxy appended last to `X-Forwarded-For`
//! (the one it saw: what comes before it, the client may have written itself). An IPv6 client
//! is known by its /64 network, which one machine commonly holds whole.

use std::net::{IpAddr, Ipv6Addr, SocketAddr};

use axum::extract::connect_info::Connected;
use axum::http::HeaderMap;
use axum::serve::IncomingStream;

use crate::bare_errors::JsonErrors;
use crate::listener::Limited;

/// The address a connection came from, as the handlers get it (`ConnectInfo<Peer>`): the
/// proxy's, for a client behind a reverse proxy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peer(pub SocketAddr);

impl Connected<IncomingStream<'_, JsonErrors<Limited>>> for Peer {
    fn connect_info(stream: IncomingStream<'_, JsonErrors<Limited>>) -> Peer {
        Peer(*stream.remote_addr())
    }
}

/// The key one client is counted under: an IPv4 address (an IPv4 address mapped into IPv6
/// taken as IPv4), or the /64 network of an IPv6 address.
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let network = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(network))
        }
        v4 => v4,
    }
}

/// The key of the client of a request that came from `peer` with `headers`: the last address
/// of `X-Forwarded-For` when `peer` is one of the `trusted` proxies and names one, else `peer`.
pub fn client_of(peer: SocketAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    let forwarded = || {
        let last = headers.get_all("x-forwarded-for").iter().next_back()?;
        let entry = last.to_str().ok()?.rsplit(',').next()?.trim();
        entry.parse::<IpAddr>().ok()
    };
    let ip = if trusted.contains(&peer.ip().to_canonical()) {
        forwarded().unwrap_or(peer.ip())
    } else {
        peer.ip()
    };
    client_key(ip)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clients_are_addresses_or_ipv6_networks() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(client_key(ip("192.0.2.7")), ip("192.0.2.7"));
        assert_eq!(client_key(ip("::ffff:192.0.2.7")), ip("192.0.2.7"));
        assert_eq!(client_key(ip("2001:db8:1:2:aaaa::1")), ip("2001:db8:1:2::"));
    }

    #[test]
    fn only_a_trusted_proxy_names_the_client() {
        let mut headers = HeaderMap::new();
        headers.append(
            "x-forwarded-for",
            "203.0.113.9, 198.51.100.4".parse().unwrap(),
        );
        let proxy: SocketAddr = "127.0.0.1:40000".parse().unwrap();
        let trusted = ["127.0.0.1".parse().unwrap()];
        assert_eq!(
            client_of(proxy, &headers, &trusted),
            "198.51.100.4".parse::<IpAddr>().unwrap(),
            "the address the proxy appended"
        );
        assert_eq!(client_of(proxy, &headers, &[]), proxy.ip(), "not trusted");
        assert_eq!(client_of(proxy, &HeaderMap::new(), &trusted), proxy.ip());
    }
}
