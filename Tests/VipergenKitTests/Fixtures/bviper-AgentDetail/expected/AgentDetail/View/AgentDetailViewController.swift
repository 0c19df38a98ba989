//
//  AgentDetailViewController.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

final class AgentDetailViewController: UIViewController {
    var output: AgentDetailViewOutput!

    private let activityIndicator = UIActivityIndicatorView(style: .large)
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setUpLayout()
        startLoading()
    }

    private func setUpLayout() {
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center

        let stack = UIStackView(arrangedSubviews: [activityIndicator, titleLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func startLoading() {
        activityIndicator.startAnimating()
        output.loadAgentDetail()
    }
}

// MARK: - AgentDetailViewInput
extension AgentDetailViewController: AgentDetailViewInput {
    func didLoadAgentDetail() {
        activityIndicator.stopAnimating()
        titleLabel.text = output.entity?.title
    }

    func showErrorMessage(_ message: String) {
        activityIndicator.stopAnimating()
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
                self?.startLoading()
            }
        )
        present(alert, animated: true)
    }
}
